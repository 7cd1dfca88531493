"""The lobby: create tables of every rule set, copy and open seat links, list and resume tables."""

from __future__ import annotations

from pathlib import Path

from browser_helpers import LiveServer
from playwright.sync_api import Page, expect


def test_lobby_creates_a_table_with_house_options_and_opens_a_seat(page: Page, live_server: LiveServer,
                                                                   screenshots: Path) -> None:
    page.goto(f"{live_server.url}/")
    expect(page.locator("#new-heading")).to_have_text("New table")
    expect(page.locator("#options")).to_be_hidden()

    # auction-classic shows its house options; three-handed play shows West as the face-down hand
    page.check("input[name=rules][value=auction-classic]")
    expect(page.locator("#options")).to_be_visible()
    page.check("input[name=three_handed]")
    expect(page.locator("select[data-seat='1W']")).to_be_disabled()
    page.uncheck("input[name=three_handed]")
    expect(page.locator("select[data-seat='1W']")).to_be_enabled()
    page.fill("input[name=game_target]", "20")
    page.check("input[name=no_honors]")
    page.select_option("select[data-seat='1S']", "person")
    page.screenshot(path=str(screenshots / "lobby.png"), full_page=True)

    page.click("#create-button")
    links = page.locator("#links li")
    expect(links).to_have_count(4)  # North, South, spectators, organiser
    expect(page.locator("#links a[data-link='North']")).to_be_visible()
    page.screenshot(path=str(screenshots / "lobby-created.png"), full_page=True)

    # the new table is listed, with the links this browser keeps
    expect(page.locator("#sessions li").first.locator(".resume a")).to_have_count(4)

    page.click("#links a[data-link='North']")
    page.wait_for_url("**/table.html?session=*")
    expect(page.locator("#deal-info")).to_contain_text("Auction Bridge, classic")
    expect(page.locator("#felt .seat-area[data-pos='bottom'] .hand")).to_be_visible()


def test_lobby_team_match_has_eight_seats(page: Page, live_server: LiveServer) -> None:
    page.goto(f"{live_server.url}/")
    page.check("input[name=rules][value=duplicate]")
    expect(page.locator("select[data-seat]")).to_have_count(8)
    expect(page.locator("#team-note")).to_be_visible()
    expect(page.locator("#practice-row")).to_be_hidden()
    page.select_option("select[data-seat='2E']", "person")
    page.click("#create-button")
    # 1N and 2E are people (team A both), then spectators and organiser
    expect(page.locator("#links li")).to_have_count(4)
    expect(page.locator("#links")).to_contain_text("Table 2, East (A)")


def test_lobby_switches_to_portuguese_and_remembers(page: Page, live_server: LiveServer) -> None:
    page.goto(f"{live_server.url}/")
    page.select_option("#lang", "pt")
    expect(page.locator("#new-heading")).to_have_text("Nova mesa")
    expect(page.locator("#create-button")).to_have_text("Criar")
    expect(page.locator("html")).to_have_attribute("lang", "pt")
    page.reload()
    expect(page.locator("#new-heading")).to_have_text("Nova mesa")
    page.select_option("#lang", "en")
    expect(page.locator("#new-heading")).to_have_text("New table")
