@preconcurrency import CSDL2
import Foundation

/// Starts and stops SDL's video subsystem, with the settings a desktop app (not a game) wants,
/// and refuses the one known way SDL 2.26 crashes on Wayland.
enum VideoSystem {
    nonisolated(unsafe) private static var users = 0

    static var lastError: String { String(cString: SDL_GetError()) }

    /// The video driver SDL runs on ("x11", "wayland"), or "" before ``start()``.
    static var driver: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "" }

    static func start() throws(PlatformError) {
        if users > 0 { users += 1; return }
        // A desktop app lets the screensaver run and lets the compositor composite it.
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        SDL_SetHint("SDL_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR", "0")

        let env = ProcessInfo.processInfo.environment
        let requested = env["SDL_VIDEODRIVER"] ?? ""
        // With no display at all, SDL 2.26 quietly opens its invisible "offscreen" driver and the
        // app would run unseen; say so instead.
        if requested.isEmpty && (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty {
            throw PlatformError("no display: set DISPLAY (X11) or WAYLAND_DISPLAY (Wayland), or use --headless")
        }
        let passedOver = try WaylandCheck.chooseDriver()
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            let wayland = passedOver.map { "; Wayland was not tried: \($0)" } ?? ""
            // Which display it was (DISPLAY=:77, say), for "x11 not available" does not tell.
            // (And the driver asked for: a bad one was blamed on DISPLAY; found by a first-time user.)
            let keys = requested.isEmpty ? ["DISPLAY", "WAYLAND_DISPLAY"] : ["SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"]
            let named = keys.compactMap { key in env[key].flatMap { $0.isEmpty ? nil : "\(key)=\($0)" } }
            let which = named.isEmpty ? "" : " (\(named.joined(separator: ", ")))"
            throw PlatformError("cannot open the display\(which): \(lastError)\(wayland)"
                + " (check \(requested.isEmpty ? "" : "SDL_VIDEODRIVER, ")DISPLAY or WAYLAND_DISPLAY, or use --headless)")
        }
        if let reason = passedOver { StandardError.say("\(reason); using X11 instead") }
        let driver = self.driver
        if ["offscreen", "dummy", "evdev"].contains(driver) {
            // Asked for, it ran unseen until killed (found by a first-time user). (SDL's "evdev"
            // is its dummy driver reading input devices.)
            SDL_Quit()
            throw PlatformError(requested.isEmpty
                ? "cannot open the display (SDL fell back to its \(driver) driver): check DISPLAY or WAYLAND_DISPLAY, or use --headless"
                : "SDL_VIDEODRIVER=\(requested) shows no window: unset it, or use --headless")
        }
        if driver == "x11" {
            // Show frames through X11's own framebuffer (XShm). Otherwise SDL may back the window
            // surface with a GL renderer, slow under software GL, and it destroys and re-creates
            // the window just after opening it. (SDL 2.26's Wayland driver has no such framebuffer.)
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        users = 1
    }

    static func stop() {
        users -= 1
        if users == 0 { SDL_Quit() }
    }
}
