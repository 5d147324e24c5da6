#include "x11check.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xatom.h>
#include <X11/Xlib.h>

/* A window manager that has gone away leaves its check window's id behind: asking about that
 * window is an X error, which by default ends the program. */
static int locus_ignore_x_error(Display *display, XErrorEvent *error) {
    (void)display; (void)error;
    return 0;
}

/* The first value of `property` on `window` as a window id, or None. */
static Window locus_window_property(Display *display, Window window, Atom property) {
    Atom type = None;
    int format = 0;
    unsigned long count = 0, after = 0;
    unsigned char *data = NULL;
    Window value = None;
    if (XGetWindowProperty(display, window, property, 0, 1, False, XA_WINDOW, &type, &format, &count, &after,
                           &data) == Success && type == XA_WINDOW && format == 32 && count == 1) {
        value = *(Window *)data;
    }
    if (data) XFree(data);
    return value;
}

/* Whether the atom list `property` on `window` holds `wanted`. */
static int locus_atom_listed(Display *display, Window window, Atom property, Atom wanted) {
    Atom type = None;
    int format = 0;
    unsigned long count = 0, after = 0;
    unsigned char *data = NULL;
    int found = 0;
    if (XGetWindowProperty(display, window, property, 0, 4096, False, XA_ATOM, &type, &format, &count, &after,
                           &data) == Success && type == XA_ATOM && format == 32) {
        for (unsigned long i = 0; i < count && !found; i++) found = ((Atom *)data)[i] == wanted;
    }
    if (data) XFree(data);
    return found;
}

int locus_x11_fullscreen_support(struct SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return -1;
    Display *display = info.info.x11.display;
    Window root = DefaultRootWindow(display);
    Atom check = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", False);
    XSync(display, False);
    XErrorHandler previous = XSetErrorHandler(locus_ignore_x_error);
    /* A live manager's check window names itself too. */
    Window manager = locus_window_property(display, root, check);
    int alive = manager != None && locus_window_property(display, manager, check) == manager;
    XSync(display, False);
    XSetErrorHandler(previous);
    if (!alive) return 0;
    Atom supported = XInternAtom(display, "_NET_SUPPORTED", False);
    Atom fullscreen = XInternAtom(display, "_NET_WM_STATE_FULLSCREEN", False);
    return locus_atom_listed(display, root, supported, fullscreen);
}
