#ifndef TIPPLAYGROUND_CNCURSES_SHIM_H
#define TIPPLAYGROUND_CNCURSES_SHIM_H

/* Wide-character ncurses: these must come before the header or cchar_t, get_wch and
   mvaddwstr do not exist. */
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
#include <ncursesw/curses.h>

/* glibc hides wcwidth from Swift's Glibc module. */
extern int wcwidth(wchar_t);

/* Attributes are cast macros: Swift cannot import them. */
static inline attr_t tip_attr_normal(void) { return WA_NORMAL; }
static inline attr_t tip_attr_bold(void) { return WA_BOLD; }
static inline attr_t tip_attr_dim(void) { return WA_DIM; }
static inline attr_t tip_attr_reverse(void) { return WA_REVERSE; }
static inline attr_t tip_attr_underline(void) { return WA_UNDERLINE; }
static inline attr_t tip_attr_italic(void) { return WA_ITALIC; }

/* Swift 6 rejects C mutable globals: read them through functions. */
static inline WINDOW *tip_stdscr(void) { return stdscr; }
static inline int tip_colors(void) { return COLORS; }
static inline int tip_color_pairs(void) { return COLOR_PAIRS; }
static inline int tip_lines(void) { return LINES; }
static inline int tip_cols(void) { return COLS; }
static inline FILE *tip_stdout(void) { return stdout; }
static inline FILE *tip_stderr(void) { return stderr; }
static inline FILE *tip_stdin(void) { return stdin; }

/* Whether the terminal can move the cursor (terminfo `cup`): without it (TERM=dumb) a
   full-screen program cannot draw. tigetstr returns (char *)-1 for a capability that is not a
   string, which Swift cannot test for. */
static inline int tip_has_cursor_addressing(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

#endif
