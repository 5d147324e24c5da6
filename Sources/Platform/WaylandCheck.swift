@preconcurrency import CSDL2
import Foundation

/// Picks SDL's video driver so that a seatless Wayland compositor cannot crash SDL 2.26.
///
/// SDL 2.26 tries X11 before Wayland unless `SDL_VIDEODRIVER` says otherwise, so the crash
/// (SDL issue #8898) only threatens when Wayland is asked for, or is the only display there is.
enum WaylandCheck {
    /// Sets SDL's driver where it must be chosen; returns why Wayland was passed over for X11,
    /// when it was (said once X11 opens, or made part of the one error line when it does not).
    static func chooseDriver() throws(PlatformError) -> String? {
        let env = ProcessInfo.processInfo.environment
        let requested = (env["SDL_VIDEODRIVER"] ?? "").lowercased()
        let hasX11 = !(env["DISPLAY"] ?? "").isEmpty
        let hasWayland = !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
        let wantsWayland = requested.hasPrefix("wayland") || (requested.isEmpty && !hasX11 && hasWayland)
        guard wantsWayland else {
            // Only X11 is configured: ask SDL for it alone, so a failure is one clear message
            // rather than SDL also trying Wayland (whose library prints to stderr) and then its
            // invisible offscreen driver.
            // So too when Wayland is configured but cannot be reached for want of XDG_RUNTIME_DIR.
            if requested.isEmpty && hasX11 && (!hasWayland || !canReachWayland(env)) { setenv("SDL_VIDEODRIVER", "x11", 1) }
            return nil
        }
        // libwayland finds the compositor's socket in XDG_RUNTIME_DIR (unless WAYLAND_DISPLAY is a
        // full path); without it, it prints its own complaint each time it is asked to connect.
        let display = env["WAYLAND_DISPLAY"] ?? "wayland-0"
        if !canReachWayland(env) {
            guard hasX11 else {
                throw PlatformError("Wayland needs XDG_RUNTIME_DIR, the folder of the compositor's socket, and it is not set")
            }
            return fallBackToX11(because: "XDG_RUNTIME_DIR is not set, so Wayland cannot be reached")
        }
        let seats = locus_wayland_seat_count()
        if seats < 0 {
            // No compositor answers: SDL would only say "wayland not available".
            guard hasX11 else {
                throw PlatformError("no Wayland compositor answers at \(display); start one, or set DISPLAY to use X11")
            }
            return fallBackToX11(because: "no Wayland compositor answers at \(display)")
        }
        guard seats == 0 else { return nil }
        if hasX11 {
            return fallBackToX11(because: "the Wayland compositor offers no input seat, where SDL 2.26 crashes (SDL issue #8898)")
        } else {
            throw PlatformError("the Wayland compositor offers no input seat, where SDL 2.26 crashes (SDL issue #8898);"
                + " run under a compositor with a seat, or set DISPLAY to use X11")
        }
    }

    /// False when libwayland could not find a compositor's socket: it looks in XDG_RUNTIME_DIR
    /// unless WAYLAND_DISPLAY is a full path.
    private static func canReachWayland(_ env: [String: String]) -> Bool {
        (env["WAYLAND_DISPLAY"] ?? "wayland-0").hasPrefix("/") || !(env["XDG_RUNTIME_DIR"] ?? "").isEmpty
    }

    /// Asks SDL for X11; returns the reason, for ``chooseDriver()`` to return.
    private static func fallBackToX11(because reason: String) -> String {
        setenv("SDL_VIDEODRIVER", "x11", 1)
        return reason
    }
}
