#ifndef LOCUS_CSDL2_SHIM_H
#define LOCUS_CSDL2_SHIM_H
#include <SDL2/SDL.h>

/* Function-like macros do not import into Swift; these wrap the ones Platform needs. */
static inline int locus_sdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline int locus_sdl_mustlock(SDL_Surface *s) { return SDL_MUSTLOCK(s) ? 1 : 0; }
static inline Uint32 locus_sdl_button_lmask(void) { return SDL_BUTTON_LMASK; }

#endif
