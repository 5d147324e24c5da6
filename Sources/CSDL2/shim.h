#ifndef LOCUS_CSDL2_SHIM_H
#define LOCUS_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <string.h>
#include <wayland-client.h>

/* Function-like macros do not import into Swift; these wrap the ones Platform needs. */
static inline int locus_sdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline int locus_sdl_mustlock(SDL_Surface *s) { return SDL_MUSTLOCK(s) ? 1 : 0; }

/*
 * SDL 2.26 dereferences a NULL seat in SDL_Init when a Wayland compositor offers no wl_seat
 * (SDL issue #8898, fixed in 2.30); weston's headless backend is such a compositor. Before
 * choosing the Wayland driver, Platform asks the compositor itself how many seats it has.
 */
struct locus_seat_probe { int seats; };

static void locus_registry_global(void *data, struct wl_registry *registry, uint32_t name,
                                  const char *interface, uint32_t version) {
    (void)registry; (void)name; (void)version;
    if (strcmp(interface, "wl_seat") == 0) ((struct locus_seat_probe *)data)->seats += 1;
}

static void locus_registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data; (void)registry; (void)name;
}

/* -1 when no Wayland compositor answers (WAYLAND_DISPLAY), else the number of seats it offers. */
static inline int locus_wayland_seat_count(void) {
    static const struct wl_registry_listener listener = {
        locus_registry_global, locus_registry_global_remove
    };
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) return -1;
    struct locus_seat_probe probe = { 0 };
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &listener, &probe);
    int ok = wl_display_roundtrip(display);
    wl_registry_destroy(registry);
    wl_display_disconnect(display);
    return ok < 0 ? -1 : probe.seats;
}

#endif
