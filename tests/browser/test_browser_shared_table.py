"""Two people share a table from two browsers: each sees only their own hand, each sees the other's actions."""

from __future__ import annotations

from pathlib import Path

from browser_helpers import (
    LiveServer,
    act_with_hint,
    event,
    my_turn,
    new_context,
    open_table,
    wait_for_any,
    wait_for_change,
)
from playwright.sync_api import Browser, Page, expect

SEED = 5


def shown_hands(page: Page) -> dict[str, bool]:
    """Per seat letter: whether the page shows that seat's cards."""
    return {seat: page.locator(f"#felt .seat-area[data-seat='{seat}'] .hand").count() == 1 for seat in "NESW"}


def test_two_people_share_a_table(browser: Browser, live_server: LiveServer, screenshots: Path) -> None:
    created = live_server.create("rubber", ["person", "person", "bot", "bot"], seed=SEED)
    north_context, east_context = new_context(browser), new_context(browser)
    try:
        north, east = north_context.new_page(), east_context.new_page()
        open_table(north, live_server.link(created, "1N"))
        open_table(east, live_server.link(created, "1E"))
        assert shown_hands(north) == {"N": True, "E": False, "S": False, "W": False}
        assert shown_hands(east) == {"N": False, "E": True, "S": False, "W": False}
        # North and East hold different cards
        north_cards = set(north.locator("#felt [data-card]").evaluate_all("els => els.map(e => e.dataset.card)"))
        east_cards = set(east.locator("#felt [data-card]").evaluate_all("els => els.map(e => e.dataset.card)"))
        assert len(north_cards) == len(east_cards) == 13 and not north_cards & east_cards

        # North (dealer) calls; East's page shows it
        north.wait_for_function("document.body.dataset.yourTurn === 'true'")
        act_with_hint(north)
        first = north.locator("#auction .call-cell").first.text_content()
        expect(east.locator("#auction .call-cell").first).to_have_text(first or "")
        expect(east.locator("#turn")).to_have_text("Your call")
        expect(east.locator("#announcer")).to_contain_text("North:")

        # North's socket drops; East calls meanwhile; North reconnects (resync with `since`) and sees it
        north.evaluate("window.trumpsLive.drop()")
        act_with_hint(east)
        east_call = east.locator("#auction .call-cell").nth(1).text_content() or ""
        expect(north.locator("#auction .call-cell").nth(1)).to_have_text(east_call)
        expect(north.locator("#connection")).to_have_attribute("data-status", "live")

        # play on from both browsers until the hand is over
        pages = {"North": north, "East": east}
        seen_dummy = False
        for _ in range(120):
            if all(p.evaluate("Number(document.body.dataset.handsAvailable) > 0") for p in pages.values()):
                break
            wait_for_any(list(pages.values()),
                         lambda p: my_turn(p) or p.evaluate("Number(document.body.dataset.handsAvailable) > 0"))
            for page in pages.values():
                if my_turn(page):
                    act_with_hint(page)
            if not seen_dummy and north.evaluate("document.body.dataset.phase") == "play" and \
                    north.locator("#felt [data-played]").count() > 0:
                # after the opening lead both see dummy (South), and still not each other's hand
                expect(north.locator("#felt .seat-area[data-seat='S'] .hand")).to_be_visible()
                expect(east.locator("#felt .seat-area[data-seat='S'] .hand")).to_be_visible()
                assert not shown_hands(north)["E"] and not shown_hands(east)["N"]
                east.screenshot(path=str(screenshots / "table-play-second-person.png"), full_page=True)
                seen_dummy = True
        else:
            raise AssertionError("the hand did not finish")
        assert seen_dummy
        for page in pages.values():
            expect(page.locator("#review .review-compass .hand")).to_have_count(4, timeout=30_000)
            expect(page.locator("#scoresheet li").first).to_be_visible()
        assert event(north) >= 0
    finally:
        north_context.close()
        east_context.close()


def test_a_second_page_sees_an_undo(browser: Browser, live_server: LiveServer) -> None:
    created = live_server.create("rubber", ["person", "person", "bot", "bot"], seed=SEED)
    north_context, east_context = new_context(browser), new_context(browser)
    try:
        north, east = north_context.new_page(), east_context.new_page()
        open_table(north, live_server.link(created, "1N"))
        open_table(east, live_server.link(created, "1E"))
        north.wait_for_function("document.body.dataset.yourTurn === 'true'")
        act_with_hint(north)
        expect(east.locator("#auction .call-cell")).to_have_count(1)
        before = event(north)
        north.click("#undo")
        wait_for_change(north, before)
        expect(east.locator("#auction .call-cell")).to_have_count(0)
        expect(north.locator("#turn")).to_have_text("Your call")
    finally:
        north_context.close()
        east_context.close()


def test_director_and_claim_across_browsers(browser: Browser, live_server: LiveServer) -> None:
    created = live_server.create("rubber", ["person", "person", "bot", "bot"], seed=SEED)
    contexts = [new_context(browser) for _ in range(3)]
    try:
        north, east, organiser = (context.new_page() for context in contexts)
        open_table(north, live_server.link(created, "1N"))
        open_table(east, live_server.link(created, "1E"))
        open_table(organiser, f"{live_server.url}{created['organiser']['link']}")
        expect(organiser.locator("#deal-info")).to_contain_text("Organiser")
        expect(organiser.locator("#felt .hand")).to_have_count(0)  # the organiser sees no closed hand

        # East calls the director: the table waits; the organiser resumes play
        east.locator("details.director summary").click()
        east.fill("#director-reason", "hesitation")
        before = event(east)
        east.click("#director")
        wait_for_change(east, before)
        expect(north.locator("#turn")).to_have_text("The director was called by East: play waits for a ruling.")
        organiser.get_by_role("button", name="Resume play").click()
        expect(north.locator("#turn")).to_have_text("Your call")

        # the auction (North declares 2H with this seed), then East's opening lead
        while north.evaluate("document.body.dataset.phase") == "auction":
            wait_for_any([north, east], lambda p: my_turn(p) or p.evaluate("document.body.dataset.phase") != "auction")
            for page in (north, east):
                if my_turn(page) and page.evaluate("document.body.dataset.phase") == "auction":
                    act_with_hint(page)
        east.wait_for_function("document.body.dataset.yourTurn === 'true'")
        act_with_hint(east)

        # North first claims all 13: West (a bot) rejects, as only 8 are there double dummy; play
        # goes on, and both people see whose claim was rejected, and by whom
        north.wait_for_function("document.body.dataset.yourTurn === 'true'")
        north.click("#claim")  # 13 by default
        for page in (north, east):
            expect(page.locator("#claim-rejected")).to_have_text(
                "North claimed 13 tricks in total at trick 1; West rejected the claim, and play goes on.")
        # North claims 7 tricks (West, a bot, accepts: 8 tricks are there double dummy); East sees the
        # claim and North's hand (Law 68), and accepts
        north.wait_for_function("document.body.dataset.yourTurn === 'true'")
        expect(north.locator("#claim-tricks")).to_have_value("13")
        north.select_option("#claim-tricks", "7")
        north.click("#claim")
        expect(east.locator("#claim-area")).to_contain_text("North claims 7 tricks in total.")
        expect(east.locator("#felt .seat-area[data-seat='N'] .hand")).to_be_visible()
        east.click("#claim-accept")
        east.wait_for_function("Number(document.body.dataset.handsAvailable) > 0")
        expect(north.locator("#review .result-line")).to_contain_text("7 tricks", timeout=30_000)
        expect(north.locator("#review .result-line")).to_contain_text("claimed")
    finally:
        for context in contexts:
            context.close()
