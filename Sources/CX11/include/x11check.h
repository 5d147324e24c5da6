#ifndef LOCUS_X11CHECK_H
#define LOCUS_X11CHECK_H

struct SDL_Window;

/*
 * Whether a window manager on the X server of `window` can make windows full screen (it names
 * _NET_WM_STATE_FULLSCREEN among what it supports, EWMH): 1 when one can, 0 when none can (no
 * window manager: SDL asks for full screen, takes the window for the whole screen, and nothing
 * answers), -1 when the window is not on X11.
 */
int locus_x11_fullscreen_support(struct SDL_Window *window);

#endif
