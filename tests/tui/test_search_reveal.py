"""Search brings a match into view scrolling sideways as little as it can (issue 25: a match far
right on a long line scrolled the split view until only that line was readable)."""

from __future__ import annotations

from irscope.tui.code_view import REVEAL_MARGIN, reveal_x


def test_a_visible_match_does_not_scroll() -> None:
    assert reveal_x(0, 80, 10, 20) == 0 and reveal_x(30, 80, 40, 100) == 30


def test_a_match_past_the_right_edge_scrolls_only_until_its_end_shows() -> None:
    # A 10-cell match at 100 in an 80-cell view: scroll to 100 + 10 + margin - 80 = 38, not 92.
    assert reveal_x(0, 80, 100, 110) == 110 + REVEAL_MARGIN - 80
    # A match wider than the view starts at the left edge.
    assert reveal_x(0, 80, 100, 300) == 100


def test_a_match_left_of_the_view_scrolls_back() -> None:
    assert reveal_x(200, 80, 50, 60) == 50 - REVEAL_MARGIN and reveal_x(200, 80, 3, 6) == 0
