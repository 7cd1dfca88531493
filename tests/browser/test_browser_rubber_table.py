"""A person plays a rubber hand against three bots; keyboard play; screen-reader labels; Portuguese."""

from __future__ import annotations

import re
from pathlib import Path

from browser_helpers import (
    LiveServer,
    act_with_hint,
    event,
    hand_finished,
    my_turn,
    new_context,
    open_table,
    wait_for_change,
)
from playwright.sync_api import Browser, Page, expect

SEED = 5  # North (the person) declares 2H: the person plays both hands


def test_person_plays_a_whole_rubber_hand_against_three_bots(page: Page, live_server: LiveServer,
                                                             screenshots: Path) -> None:
    created = live_server.create("rubber", ["person", "bot", "bot", "bot"], seed=SEED)
    open_table(page, live_server.link(created, "1N"))
    # only your own hand is shown before the opening lead
    expect(page.locator("#felt .hand")).to_have_count(1)
    expect(page.locator("#felt .hidden-hand")).to_have_count(3)

    shot_auction = shot_play = False
    for _ in range(60):
        page.wait_for_function(
            "document.body.dataset.yourTurn === 'true' || Number(document.body.dataset.handsAvailable) > 0")
        if hand_finished(page):
            break
        assert my_turn(page)
        phase = page.evaluate("document.body.dataset.phase")
        if phase == "auction" and not shot_auction:
            expect(page.locator("#bidding-box button.call").first).to_be_visible()
            page.screenshot(path=str(screenshots / "table-auction.png"), full_page=True)
            shot_auction = True
        if phase == "play" and not shot_play and page.locator("#felt .hand").count() == 2:
            page.screenshot(path=str(screenshots / "table-play.png"), full_page=True)
            shot_play = True
        act_with_hint(page)
    else:
        raise AssertionError("the hand did not finish")
    assert shot_auction and shot_play

    review = page.locator("#review")
    expect(review).to_be_visible(timeout=30_000)  # the double-dummy analysis takes a moment
    expect(review.locator(".review-compass .hand")).to_have_count(4)  # all four hands
    expect(review.locator(".result-line")).to_contain_text("tricks")
    expect(review.locator("table.dd-table tbody tr")).to_have_count(4)
    expect(review.locator(".par")).to_contain_text("Par:")
    # the scoresheet has the hand's entries, and totals
    expect(page.locator("#scoresheet li").first).to_be_visible()
    expect(page.locator(".sheet-totals")).to_be_visible()
    # the replay steps through the tricks
    expect(review.locator(".replay-position")).to_have_text("Before the opening lead")
    expect(review.locator(".review-compass .card-text")).to_have_count(52)
    review.locator("[data-replay=next]").click()
    expect(review.locator(".replay-position")).to_have_text("Trick 1 of 13")
    expect(review.locator(".review-compass .card-text")).to_have_count(48)
    expect(review.locator(".review-compass [data-played]")).to_have_count(4)
    review.locator("[data-replay=end]").click()
    expect(review.locator(".replay-position")).to_have_text("Trick 13 of 13")
    expect(review.locator(".review-compass .card-text")).to_have_count(0)
    # downloads of the hand and the session
    pbn = page.request.get(live_server.url + (review.locator("[data-download=pbn_hand]").get_attribute("href") or ""))
    assert pbn.ok and "[Deal " in pbn.text()
    lin = page.request.get(live_server.url + (review.locator("[data-download=lin_session]").get_attribute("href") or ""))
    assert lin.ok and "md|" in lin.text()
    page.locator("#score-panel").scroll_into_view_if_needed()
    page.screenshot(path=str(screenshots / "scoresheet.png"), full_page=True)
    page.locator("#score-panel").screenshot(path=str(screenshots / "scoresheet-panel.png"))


def test_keyboard_play_and_screen_reader_labels(page: Page, live_server: LiveServer) -> None:
    created = live_server.create("rubber", ["person", "bot", "bot", "bot"], seed=SEED)
    open_table(page, live_server.link(created, "1N"))
    page.wait_for_function("document.body.dataset.yourTurn === 'true'")

    # labels: cards and calls are named in words
    label = page.locator("#felt .seat-area[data-pos='bottom'] button.card").first.get_attribute("aria-label")
    assert label and re.fullmatch(r"(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two) of "
                                  r"(spades|hearts|diamonds|clubs)", label)
    expect(page.locator("#bidding-box [data-call='Pass']")).to_have_attribute("aria-label", "pass")
    expect(page.locator("#bidding-box [data-call='7NT']")).to_have_attribute("aria-label", "seven no trump")

    # an illegal typed call is refused on the page, and nothing is sent
    page.locator("body").click(position={"x": 5, "y": 300})
    page.keyboard.type("XX")
    expect(page.locator("#command")).to_be_focused()  # typing anywhere goes to the command box
    page.keyboard.press("Enter")
    expect(page.locator("#message")).to_contain_text("not legal")

    # type the call the hint suggests, straight from the keyboard
    page.click("#hint")
    call = page.locator("#bidding-box .hinted").get_attribute("data-call") or ""
    page.fill("#command", "")
    page.locator("body").click(position={"x": 5, "y": 300})
    before = event(page)
    page.keyboard.type(call.replace("Pass", "P"))
    page.keyboard.press("Enter")
    wait_for_change(page, before)
    calls = page.locator("#auction .call-cell")
    expect(calls.filter(has_text=re.compile(r".")).nth(0)).to_be_visible()
    assert any(page.locator("#auction .call-cell").nth(i).get_attribute("aria-label", timeout=1000)
               .startswith("North: ") for i in range(calls.count()))
    # a bid's explanation is tied to it for screen readers, and shown on focus (once the bots
    # have made their calls: a new view redraws the auction and the focus would go with it)
    page.wait_for_function("document.body.dataset.yourTurn === 'true' || document.body.dataset.phase !== 'auction'")
    bid = page.locator("#auction .call-cell[aria-describedby]").first
    bid.focus()
    explanation = page.locator("#" + (bid.get_attribute("aria-describedby") or ""))
    expect(explanation).to_be_visible()
    assert bid.get_attribute("title") == explanation.text_content()

    # finish the auction, then play a card with the arrow keys and Enter, another by typing
    while page.evaluate("document.body.dataset.phase") == "auction":
        page.wait_for_function("document.body.dataset.yourTurn === 'true' || document.body.dataset.phase !== 'auction'")
        if page.evaluate("document.body.dataset.phase") == "auction":
            act_with_hint(page)
    played = 0
    for _ in range(8):
        page.wait_for_function("document.body.dataset.yourTurn === 'true'")
        legal = page.locator("#felt button.card:not([disabled])")
        count = legal.count()
        codes = [legal.nth(i).get_attribute("data-card") for i in range(count)]
        before = event(page)
        if played == 0:
            legal.first.focus()
            page.keyboard.press("ArrowRight")
            expected = codes[1 % count]
            expect(page.locator(f"#felt button[data-card='{expected}']")).to_be_focused()
            page.keyboard.press("Enter")
        else:
            expected = codes[-1]
            page.locator("body").click(position={"x": 5, "y": 300})
            page.keyboard.type(expected)  # e.g. "SA" or "HT"
            page.keyboard.press("Enter")
        wait_for_change(page, before)
        expect(page.locator(f"#felt button[data-card='{expected}']")).to_have_count(0)
        played += 1
        if played == 2:
            break
    assert played == 2
    # the live region announced the cards
    expect(page.locator("#announcer")).to_contain_text("plays")


def test_portuguese_switch_changes_the_table(browser: Browser, live_server: LiveServer, screenshots: Path) -> None:
    created = live_server.create("rubber", ["person", "bot", "bot", "bot"], seed=SEED)
    context = new_context(browser, locale="pt-PT")  # the browser's language chooses Portuguese
    try:
        page = context.new_page()
        open_table(page, live_server.link(created, "1N"))
        expect(page.locator("#auction").locator("xpath=..").locator("h2")).to_have_text("Leilão")
        page.wait_for_function("document.body.dataset.yourTurn === 'true'")
        expect(page.locator("#turn")).to_have_text("A sua voz")
        expect(page.locator("#bidding-box [data-call='Pass']")).to_have_text("Passe")
        expect(page.locator("#bidding-box [data-call='1NT']")).to_have_attribute("aria-label", "um sem trunfo")
        # the bots' carding and signalling agreements are disclosed, in the page's language
        page.locator("#agreements-panel summary").click()
        expect(page.locator("#agreements-panel p")).to_contain_text("na saída do parceiro, uma carta alta pede o naipe")
        label = page.locator("#felt button.card").first.get_attribute("aria-label") or ""
        assert re.fullmatch(r"\S+ de (espadas|copas|ouros|paus)", label), label
        page.screenshot(path=str(screenshots / "table-auction-pt.png"), full_page=True)
        page.select_option("#lang", "en")
        expect(page.locator("#turn")).to_have_text("Your call")
        expect(page.locator("#bidding-box [data-call='Pass']")).to_have_text("Pass")
        expect(page.locator("#agreements-panel p")).to_contain_text("on partner's lead, a high card asks for the suit")
        page.reload()
        expect(page.locator("#bidding-box [data-call='Pass']")).to_have_text("Pass")  # the switch is remembered
        page.select_option("#lang", "pt")
        expect(page.locator("#bidding-box [data-call='Pass']")).to_have_text("Passe")
        # the hint and the explanations of the calls are in Portuguese too
        page.click("#hint")
        expect(page.locator("#notice")).to_contain_text(re.compile(r"Dica: .*\bPH\b"))
        act_with_hint(page)
        north = page.locator("#auction .call-cell[aria-label^='Norte']").first
        expect(north).to_have_attribute("title", re.compile(r"\bPH\b"))
        assert "HCP" not in (north.get_attribute("title") or "")
    finally:
        context.close()


def test_phone_width_layout(browser: Browser, live_server: LiveServer, screenshots: Path) -> None:
    created = live_server.create("rubber", ["person", "bot", "bot", "bot"], seed=SEED)
    context = new_context(browser, width=360, height=740)
    try:
        page = context.new_page()
        open_table(page, live_server.link(created, "1N"))
        page.wait_for_function("document.body.dataset.yourTurn === 'true'")
        # nothing wider than the screen, in the auction and in the play
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        page.screenshot(path=str(screenshots / "table-auction-phone.png"), full_page=True)
        while page.evaluate("document.body.dataset.phase") == "auction" or page.locator("#felt .hand").count() < 2:
            page.wait_for_function("document.body.dataset.yourTurn === 'true'")
            act_with_hint(page)
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        page.screenshot(path=str(screenshots / "table-play-phone.png"), full_page=True)
    finally:
        context.close()
