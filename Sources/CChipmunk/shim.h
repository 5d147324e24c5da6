#ifndef LOCUS_CCHIPMUNK_SHIM_H
#define LOCUS_CCHIPMUNK_SHIM_H
// Chipmunk2D 7 from Debian (libchipmunk-dev). It ships no pkg-config file, so the module map
// links "chipmunk" itself.
#include <chipmunk/chipmunk.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

/// Creates a space with file descriptor 1 pointed at /dev/null.
///
/// Debian builds Chipmunk with its debug checks on, and a debug build prints a two-line banner
/// on stdout the first time a space is made. Standard output belongs to the program (the state
/// stream, `locus measure`), so the banner must not reach it. Pending output is flushed before the
/// redirect (so none of it is lost) and the banner is flushed while the redirect is in place (so
/// it cannot surface later from stdio's buffer). Call it once, before any other space is made;
/// other threads writing to stdout in that instant would lose their output too.
static inline cpSpace *locus_cpSpaceNewQuietly(void) {
    fflush(NULL);
    int saved = dup(STDOUT_FILENO);
    int devnull = open("/dev/null", O_WRONLY | O_CLOEXEC);
    int redirected = saved >= 0 && devnull >= 0 && dup2(devnull, STDOUT_FILENO) >= 0;
    cpSpace *space = cpSpaceNew();
    fflush(NULL);
    if (redirected) dup2(saved, STDOUT_FILENO);
    if (devnull >= 0) close(devnull);
    if (saved >= 0) close(saved);
    return space;
}

/// How deep shapes `a` and `b` overlap (0 or less when they do not), and the normal pointing
/// from `a` toward `b` in `normal`. (Swift does not see the contact set's array of unnamed
/// structs.)
static inline cpFloat locus_cpShapesOverlap(const cpShape *a, const cpShape *b, cpVect *normal) {
    cpContactPointSet set = cpShapesCollide(a, b);
    *normal = set.normal;
    cpFloat deepest = 0;
    for (int i = 0; i < set.count; i++) {
        if (-set.points[i].distance > deepest) deepest = -set.points[i].distance;
    }
    return deepest;
}

#endif
