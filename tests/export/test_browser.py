"""The exported page in a real headless Chromium (system packages, driven by Selenium): it opens
offline from file://, j/k step through the passes, a click picks one, the diff rows, changed
words and pygments spans are there, and the browser logs no error.

Skipped, saying why, where no Chromium + chromedriver is installed (Debian: `apt-get install
chromium chromium-driver`; .ci/run installs them)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from irscope import bundle, store
from tests.export.conftest import A


def _executables() -> tuple[str, str]:
    browser = next((p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)
    driver = shutil.which("chromedriver")
    if browser is None or driver is None:
        pytest.skip(
            "no headless browser: the export's browser tests need Chromium and chromedriver "
            "(Debian: apt-get install chromium chromium-driver)"
        )
    return browser, driver


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    binary, driver_path = _executables()
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed: pip install -e '.[test]'")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for arg in (
        "--headless=new",
        "--no-sandbox",  # CI runs as root
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=1400,900",
        "--host-resolver-rules=MAP * ~NOTFOUND",  # offline: any name lookup fails
    ):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # An explicit chromedriver: Selenium Manager would try to download one.
    driver = webdriver.Chrome(options=options, service=Service(executable_path=driver_path))
    try:
        yield driver
    finally:
        driver.quit()


def _open(driver, page: Path) -> None:  # noqa: ANN001 - a selenium WebDriver
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(page.as_uri())
    WebDriverWait(driver, 60).until(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "1")
    driver.get_log("browser")  # start each page with an empty log


def _press(driver, key: str) -> None:  # noqa: ANN001
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(driver).send_keys(key).perform()


def _selected(driver) -> str:  # noqa: ANN001
    return driver.execute_script("return document.querySelector('.pass.selected').dataset.key")


def _count(driver, css: str) -> int:  # noqa: ANN001
    return driver.execute_script("return document.querySelectorAll(arguments[0]).length", css)


def _no_errors(driver) -> None:  # noqa: ANN001
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    assert not errors, errors
    fetched = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    assert fetched == [], f"the page fetched {fetched}"


def test_compare_page_opens_offline_and_navigates(browser, compare_page: Path, seed_store: Path) -> None:  # noqa: ANN001
    a = bundle.load(store.resolve_one(A, seed_store))
    keys = [p.key for p in a.passes]
    _open(browser, compare_page)
    assert _count(browser, ".pass") == len(keys)
    first = _selected(browser)
    _press(browser, "j")
    assert _selected(browser) == keys[keys.index(first) + 1]
    _press(browser, "k")
    assert _selected(browser) == first

    browser.execute_script("document.querySelector(`.pass[data-key='cute-expand-ops#1']`).click()")
    assert _selected(browser) == "cute-expand-ops#1"
    _press(browser, "1")
    assert _count(browser, "#view tr.rep, #view tr.ins, #view tr.del") > 0
    assert _count(browser, "#view tr.rep mark") > 0  # changed words
    assert _count(browser, "#view td.c span[class]") > 0  # pygments' spans
    assert "cute-expand-ops#1" in browser.find_element("id", "view-title").text

    _press(browser, "c")  # A vs B after this pass
    assert "A vs B" in browser.find_element("id", "view-title").text
    assert _count(browser, "#view tr.rep, #view tr.ins, #view tr.del") > 0
    _press(browser, "5")  # SASS: v1's scalar LDG.E against v2's LDG.E.128
    view = browser.find_element("id", "view").text
    assert "LDG.E.128" in view and _count(browser, "#view tr.rep, #view tr.ins, #view tr.del") > 0
    _press(browser, "s")
    assert browser.find_element("id", "stats").is_displayed() and "LDG" in browser.find_element("id", "stats").text
    _press(browser, "g")  # the first divergence (here the input IR: A vs B from the first pass)
    assert "A vs B" in browser.find_element("id", "view-title").text
    _no_errors(browser)


def test_source_map_click_shows_what_a_line_became(browser, lineinfo_page: Path) -> None:  # noqa: ANN001
    _open(browser, lineinfo_page)
    _press(browser, "p")
    assert _count(browser, "#source tr.py-line.mem") > 0
    browser.execute_script("document.querySelector('#source tr.py-line.mem').click()")
    became = browser.find_element("css selector", "#source .became").text
    assert "LDG" in became or "STG" in became
    browser.execute_script("document.querySelector('#source tr[data-jump] a').click()")
    assert "SASS" in browser.find_element("id", "view-title").text and _count(browser, "#view tr.lit") > 0
    _no_errors(browser)
