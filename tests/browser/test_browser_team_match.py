"""A team match with two people and six bots reaches its IMP result in the browser."""

from __future__ import annotations

from pathlib import Path

from browser_helpers import LiveServer, act_simply, my_turn, new_context, open_table, wait_for_any
from playwright.sync_api import Browser, Page, expect


def match_over(page: Page) -> bool:
    return page.locator(".match-result[data-winner]:not([data-winner=''])").count() == 1


def test_team_match_with_two_people_and_six_bots(browser: Browser, live_server: LiveServer,
                                                  screenshots: Path) -> None:
    seats = ["person", "bot", "bot", "bot", "person", "bot", "bot", "bot"]  # 1N (team A), 2N (team B)
    created = live_server.create("duplicate", seats, seed=3)
    contexts = [new_context(browser), new_context(browser)]
    try:
        open_room, closed_room = contexts[0].new_page(), contexts[1].new_page()
        open_table(open_room, live_server.link(created, "1N"))
        open_table(closed_room, live_server.link(created, "2N"))
        expect(open_room.locator("#deal-info")).to_contain_text("team A")
        expect(closed_room.locator("#deal-info")).to_contain_text("team B")
        expect(open_room.locator("#controls #hint")).to_have_count(0)  # no hints in a match
        pages = [open_room, closed_room]
        for _ in range(400):
            if all(match_over(p) for p in pages):
                break
            wait_for_any(pages, lambda p: my_turn(p) or match_over(p))
            for page in pages:
                if my_turn(page):
                    act_simply(page)
        else:
            raise AssertionError("the match did not finish")
        for page in pages:
            expect(page.locator("#imp-board tbody tr")).to_have_count(4)
            expect(page.locator("#turn")).to_have_text("The session is over.")
        result = open_room.locator(".match-result").text_content() or ""
        assert "IMPs" in result
        # the last board's review shows both rooms' play (its double-dummy analysis takes a moment)
        expect(open_room.locator("#review-hand")).to_have_value("4", timeout=60_000)
        expect(open_room.locator("#review .room-result")).to_have_count(2)
        open_room.screenshot(path=str(screenshots / "team-match-result.png"), full_page=True)
    finally:
        for context in contexts:
            context.close()
