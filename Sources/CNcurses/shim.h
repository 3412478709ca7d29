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

/* Function keys are a macro. */
static inline int tip_key_f(int n) { return KEY_F(n); }

/* Mouse masks are macros built from shifts. */
static inline mmask_t tip_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t tip_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t tip_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t tip_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t tip_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t tip_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t tip_button5_pressed(void) { return BUTTON5_PRESSED; }

/* Whether ncurses itself reads SGR (1006) mouse reports: the terminal's kmous starts "\033[<". */
static inline int tip_mouse_reports_are_sgr(void) {
    char *kmous = tigetstr("kmous");
    return kmous != NULL && kmous != (char *)-1 && kmous[0] == 27 && kmous[1] == '[' && kmous[2] == '<';
}

#endif
