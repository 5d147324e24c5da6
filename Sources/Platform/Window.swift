@preconcurrency import CSDL2
import CX11
import Input

/// A resizable desktop window that shows finished frames and reports input as ``InputEvent``s.
///
/// Under X11 frames are shown through the window surface (`SDL_GetWindowSurface`), not an
/// accelerated renderer: Locus draws every pixel with Cairo anyway, and this path needs no GL
/// (under Xvfb Mesa's software GL costs 4-10 ms a frame). Under Wayland they go through a
/// ``TextureScreen``, which SDL's surface would use there anyway, and which a HiDPI window needs.
public final class Window {
    private let window: OpaquePointer
    /// Logical size (what pointer coordinates are measured in).
    public private(set) var width: Int
    public private(set) var height: Int

    /// The smallest a window may be made, in logical pixels: below it the scenes' help no longer
    /// reads (at 200x150 its text was 4 to 6 px high).
    public static let minimumSize = (width: 320, height: 240)

    /// Opens a window titled `title` of `width` x `height` logical pixels, or smaller, aspect
    /// ratio kept, where that is larger than the screen (see ``fitting(width:height:into:)``):
    /// ``width`` and ``height`` tell the size it has.
    public init(title: String, width: Int, height: Int) throws(PlatformError) {
        try VideoSystem.start()
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let pos = Int32(locus_sdl_windowpos_centered())
        var screen = SDL_Rect()
        let usable = SDL_GetDisplayUsableBounds(0, &screen) == 0 ? (width: Int(screen.w), height: Int(screen.h)) : nil
        let (width, height) = Window.fitting(width: width, height: height, into: usable)
        guard let w = SDL_CreateWindow(title, pos, pos, Int32(width), Int32(height), flags) else {
            // (Read before stopping: stopping clears the error.) No window, no deinit: the
            // video system this started is stopped here.
            let error = PlatformError("cannot open a window: \(VideoSystem.lastError)")
            VideoSystem.stop()
            throw error
        }
        window = w
        self.width = width
        self.height = height
        SDL_SetWindowMinimumSize(w, Int32(Window.minimumSize.width), Int32(Window.minimumSize.height))
        refreshSize()
        isWayland = VideoSystem.driver == "wayland"
        if isWayland { textureScreen = TextureScreen(window: w) }
    }

    /// `width` x `height`, made as much smaller as fits it into `screen` (the screen less its
    /// panels), aspect ratio kept, but no smaller than ``minimumSize``: a window larger than the
    /// screen had its edges and title bar out of reach, and drew pixels no one saw. An unknown
    /// or empty screen changes nothing.
    static func fitting(width: Int, height: Int, into screen: (width: Int, height: Int)?) -> (width: Int, height: Int) {
        guard let screen, screen.width > 0, screen.height > 0, width > screen.width || height > screen.height else {
            return (width, height)
        }
        let scale = min(Double(screen.width) / Double(width), Double(screen.height) / Double(height))
        return (max(Window.minimumSize.width, Int((Double(width) * scale).rounded(.down))),
                max(Window.minimumSize.height, Int((Double(height) * scale).rounded(.down))))
    }

    deinit {
        textureScreen = nil  // (its renderer goes before the window it draws into)
        SDL_DestroyWindow(window)
        VideoSystem.stop()
    }

    /// Device pixels per logical pixel that a frame should have (2 on a HiDPI screen under
    /// Wayland, 1 on X11 by default).
    public var scale: Double {
        // Without a renderer under Wayland frames go to the window surface, which is of the
        // logical size there: a frame of more pixels would show its top-left part.
        if textureScreen == nil && isWayland { return 1 }
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &pw, &ph)
        return width > 0 ? max(1, Double(pw) / Double(width)) : 1
    }

    /// The refresh rate of the window's display, for frame pacing (60 when unknown).
    public var refreshRate: Double {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        if display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 {
            return Double(mode.refresh_rate)
        }
        return 60
    }

    public var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    private func refreshSize() {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        width = Int(w)
        height = Int(h)
    }

    // MARK: Events

    /// Every pending event, translated. Pointer moves are coalesced into the newest one between
    /// other events: the scene only needs to know where the pointer is now.
    /// With `waitUpTo` > 0 (seconds, at most 1: longer waits are cut to a second), sleeps until
    /// an event arrives or the time passes.
    public func events(waitUpTo timeout: Double = 0) -> [InputEvent] {
        var out: [InputEvent] = []
        var event = SDL_Event()
        if timeout > 0 {
            let ms = Int32(min(timeout * 1000, 1000).rounded(.up))
            if SDL_WaitEventTimeout(&event, ms) != 0 { append(translate(event), to: &out) }
        }
        while SDL_PollEvent(&event) != 0 { append(translate(event), to: &out) }
        if pointerMoved {
            pointerMoved = false
            append(pointerInWindow, to: &out)
        }
        return out
    }

    private func append(_ e: InputEvent?, to out: inout [InputEvent]) {
        guard let e else { return }
        if case .pointerMove = e, let last = out.last, case .pointerMove = last {
            out[out.count - 1] = e
        } else {
            out.append(e)
        }
    }

    private func translate(_ e: SDL_Event) -> InputEvent? {
        switch SDL_EventType(e.type) {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerDown(.init(Double(e.button.x), Double(e.button.y)))
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerUp(.init(Double(e.button.x), Double(e.button.y)))
        case SDL_MOUSEMOTION:
            return .pointerMove(.init(Double(e.motion.x), Double(e.motion.y)))
        case SDL_KEYDOWN:
            // Modifiers on their own are no keys to the scenes (Shift comes as a flag on the key
            // it changes); as keys they closed the help panel on the way to Shift+H or Alt+Tab.
            let scancode = e.key.keysym.scancode.rawValue
            let modifiers = SDL_SCANCODE_LCTRL.rawValue...SDL_SCANCODE_RGUI.rawValue
            if modifiers.contains(scancode) || scancode == SDL_SCANCODE_CAPSLOCK.rawValue
                || scancode == SDL_SCANCODE_MODE.rawValue { return nil }
            guard let name = SDL_GetKeyName(e.key.keysym.sym).map({ String(cString: $0) }), !name.isEmpty else {
                return nil
            }
            // A held key repeats; only the arrows mean "more of the same". The rest toggle or act
            // once (a held S would save a screenshot per repeat, a held D make the overlay flicker).
            guard e.key.repeat == 0 || ["Left", "Right", "Up", "Down"].contains(name) else { return nil }
            let shift = (UInt32(e.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue)) != 0
            return .key(Key(name, shift: shift))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                refreshSize()
                needsFullUpdate = true
                return .resize(width: width, height: height)
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
                needsFullUpdate = true
                return .exposed
            case SDL_WINDOWEVENT_FOCUS_LOST:
                return .focusLost
            default:
                return nil
            }
        default:
            return nil
        }
    }

    // MARK: Showing frames

    /// The last frame shown, to send the display only what changed (under X11 the upload of a
    /// full 1920x1080 frame costs far more than drawing it).
    private var shown: [UInt32] = []
    private var shownSize = (width: 0, height: 0)
    /// Set when the window's contents may have been lost (first frame, resize, exposure).
    private var needsFullUpdate = true
    /// Where frames go under Wayland; nil: the window surface.
    private var textureScreen: TextureScreen?
    /// Whether SDL runs on Wayland (asked once: `scale` is read every frame).
    private var isWayland = false

    /// Whether the window fills the screen (as the desktop's own size: no change of video mode).
    /// Set, it asks SDL for it; a window manager may refuse, and the window stays as it was.
    ///
    /// An X server with no window manager that does full screen (a bare Xvfb, a kiosk) has
    /// no one to ask: SDL took the window for the whole screen while it stayed as it was, and
    /// the scene was laid out for a screen it did not fill, for good (found by first-time
    /// users). There the window is moved and sized to cover the screen itself, and put back.
    public var isFullScreen: Bool {
        get {
            if coversItself { return coveredFrom != nil }
            return (SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue) == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
        }
        set {
            needsFullUpdate = true
            coversItself = coversItself || locus_x11_fullscreen_support(window) == 0
            if coversItself {
                cover(newValue)
            } else {
                _ = SDL_SetWindowFullscreen(window, newValue ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
            }
        }
    }

    /// Whether full screen is the window covering the screen itself (see ``isFullScreen``).
    private var coversItself = false
    /// Where the window was before it covered the screen; nil when it does not.
    private var coveredFrom: SDL_Rect?

    /// Moves and sizes the window to cover its display, or back to where it was.
    private func cover(_ full: Bool) {
        if full, coveredFrom == nil {
            var was = SDL_Rect(), screen = SDL_Rect()
            SDL_GetWindowPosition(window, &was.x, &was.y)
            SDL_GetWindowSize(window, &was.w, &was.h)
            guard SDL_GetDisplayBounds(max(0, SDL_GetWindowDisplayIndex(window)), &screen) == 0 else { return }
            coveredFrom = was
            SDL_SetWindowPosition(window, screen.x, screen.y)
            SDL_SetWindowSize(window, screen.w, screen.h)
        } else if !full, let was = coveredFrom {
            coveredFrom = nil
            SDL_SetWindowSize(window, was.w, was.h)
            SDL_SetWindowPosition(window, was.x, was.y)
        }
        pointerMoved = true
    }

    /// The window moved under the pointer (see ``cover(_:)``): where the pointer now is in it is
    /// told with the next events. (An item carried by the pointer stayed where it was in the
    /// window, hundreds of px from the pointer, until the mouse moved; found by a first-time user.)
    private var pointerMoved = false

    /// Where the pointer is in the window now, when it is in it.
    private var pointerInWindow: InputEvent? {
        var gx: Int32 = 0, gy: Int32 = 0, wx: Int32 = 0, wy: Int32 = 0
        _ = SDL_GetGlobalMouseState(&gx, &gy)
        SDL_GetWindowPosition(window, &wx, &wy)
        let (x, y) = (Int(gx - wx), Int(gy - wy))
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return .pointerMove(.init(Double(x), Double(y)))
    }

    /// Makes the next ``present(_:pixelWidth:pixelHeight:stride:)`` send the whole frame.
    public func invalidate() { needsFullUpdate = true }

    /// Rows compared and sent together.
    private static let band = 16

    /// Shows a frame of ARGB32 pixels (`pixelWidth` x `pixelHeight`, rows `stride` bytes apart).
    /// Only the bands of rows that differ from the previous frame, narrowed to the columns that
    /// differ, are copied and sent. A frame whose size no longer matches the window (a resize is
    /// on its way) is clipped to the overlap.
    public func present(_ pixels: UnsafeRawBufferPointer, pixelWidth: Int, pixelHeight: Int, stride: Int) throws(PlatformError) {
        guard let base = pixels.baseAddress, pixelWidth > 0, pixelHeight > 0 else { return }
        if let textureScreen {
            if try textureScreen.prepare(width: pixelWidth, height: pixelHeight) { needsFullUpdate = true }
            let rects = rectsToSend(base, width: pixelWidth, height: pixelHeight, stride: stride)
            if !rects.isEmpty { try textureScreen.show(rects, of: base, stride: stride) }
            return
        }
        guard let surface = SDL_GetWindowSurface(window) else {
            throw PlatformError("cannot draw into the window: \(VideoSystem.lastError)")
        }
        let w = min(pixelWidth, Int(surface.pointee.w)), h = min(pixelHeight, Int(surface.pointee.h))
        guard w > 0, h > 0 else { return }
        let rects = rectsToSend(base, width: w, height: h, stride: stride)
        guard !rects.isEmpty else { return }
        let mustLock = locus_sdl_mustlock(surface) != 0
        if mustLock { SDL_LockSurface(surface) }
        let format = surface.pointee.format.pointee
        let bpp = Int(format.BytesPerPixel), pitch = Int(surface.pointee.pitch)
        var status: Int32 = 0
        for r in rects {
            // SDL_ConvertPixels is a plain row copy when the window's format is ARGB8888/XRGB8888
            // (the usual case on X11 and Wayland) and converts otherwise.
            let src = base + Int(r.y) * stride + Int(r.x) * 4
            let dst = surface.pointee.pixels + Int(r.y) * pitch + Int(r.x) * bpp
            status |= SDL_ConvertPixels(r.w, r.h, SDL_PIXELFORMAT_ARGB8888.rawValue, src, Int32(stride),
                                        format.format, dst, Int32(pitch))
        }
        if mustLock { SDL_UnlockSurface(surface) }
        let updated = rects.withUnsafeBufferPointer { SDL_UpdateWindowSurfaceRects(window, $0.baseAddress, Int32($0.count)) }
        guard status == 0, updated == 0 else {
            throw PlatformError("cannot show a frame: \(VideoSystem.lastError)")
        }
    }

    /// The rectangles of the frame's top-left `width` x `height` to send: all of it after a
    /// resize, an exposure or a change of size, else where it differs from the frame shown last.
    private func rectsToSend(_ base: UnsafeRawPointer, width w: Int, height h: Int, stride: Int) -> [SDL_Rect] {
        if needsFullUpdate || shownSize != (w, h) {
            shown = [UInt32](repeating: 0, count: w * h)
            shownSize = (w, h)
            needsFullUpdate = true
        }
        defer { needsFullUpdate = false }
        return changedRects(base, width: w, height: h, stride: stride, full: needsFullUpdate)
    }

    /// The rectangles where the frame differs from the one shown last (all of it when `full`),
    /// one per run of changed bands; the copy of the shown frame is brought up to date.
    private func changedRects(_ base: UnsafeRawPointer, width w: Int, height h: Int, stride: Int, full: Bool) -> [SDL_Rect] {
        var rects: [SDL_Rect] = []
        var run: (y0: Int, y1: Int, x0: Int, x1: Int)?
        func close() {
            if let r = run { rects.append(SDL_Rect(x: Int32(r.x0), y: Int32(r.y0), w: Int32(r.x1 - r.x0), h: Int32(r.y1 - r.y0))) }
            run = nil
        }
        shown.withUnsafeMutableBufferPointer { old in
            for y0 in Swift.stride(from: 0, to: h, by: Window.band) {
                let y1 = min(h, y0 + Window.band)
                var x0 = w, x1 = 0
                for y in y0..<y1 {
                    let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                    let kept = old.baseAddress! + y * w
                    if !full && memcmp(row, kept, w * 4) == 0 { continue }
                    // Narrow to the columns that changed in this row.
                    var a = 0, b = w
                    if !full {
                        while a < w && row[a] == kept[a] { a += 1 }
                        while b > a && row[b - 1] == kept[b - 1] { b -= 1 }
                    }
                    x0 = min(x0, a)
                    x1 = max(x1, b)
                    kept.update(from: row, count: w)
                }
                if x1 > x0 {
                    if let r = run, r.y1 == y0 {
                        run = (r.y0, y1, min(r.x0, x0), max(r.x1, x1))
                    } else {
                        close()
                        run = (y0, y1, x0, x1)
                    }
                } else {
                    close()
                }
            }
            close()
        }
        return rects
    }
}
