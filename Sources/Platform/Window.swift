@preconcurrency import CSDL2
import Input

/// A resizable desktop window that shows finished frames and reports input as ``InputEvent``s.
///
/// Frames are shown through the window surface (`SDL_GetWindowSurface`), not an accelerated
/// renderer: Locus draws every pixel with Cairo anyway, and this path needs no GL (under Xvfb
/// Mesa's software GL costs 4-10 ms a frame).
public final class Window {
    private let window: OpaquePointer
    /// Logical size (what pointer coordinates are measured in).
    public private(set) var width: Int
    public private(set) var height: Int

    /// Opens a window titled `title` of `width` x `height` logical pixels.
    public init(title: String, width: Int, height: Int) throws(PlatformError) {
        try VideoSystem.start()
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let pos = Int32(locus_sdl_windowpos_centered())
        guard let w = SDL_CreateWindow(title, pos, pos, Int32(width), Int32(height), flags) else {
            throw PlatformError("cannot open a window: \(VideoSystem.lastError)")
        }
        window = w
        self.width = width
        self.height = height
        SDL_SetWindowMinimumSize(w, 200, 150)
        refreshSize()
    }

    deinit {
        SDL_DestroyWindow(window)
        VideoSystem.stop()
    }

    /// Device pixels per logical pixel (2 on a HiDPI screen under Wayland, 1 on X11 by default).
    public var scale: Double {
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
    /// With `waitUpTo` > 0 (seconds), sleeps until an event arrives or the time passes.
    public func events(waitUpTo timeout: Double = 0) -> [InputEvent] {
        var out: [InputEvent] = []
        var event = SDL_Event()
        if timeout > 0 {
            let ms = Int32(min(timeout * 1000, 1000).rounded(.up))
            if SDL_WaitEventTimeout(&event, ms) != 0 { append(translate(event), to: &out) }
        }
        while SDL_PollEvent(&event) != 0 { append(translate(event), to: &out) }
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
            guard let name = SDL_GetKeyName(e.key.keysym.sym).map({ String(cString: $0) }), !name.isEmpty else {
                return nil
            }
            let shift = (UInt32(e.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue)) != 0
            return .key(Key(name, shift: shift))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                refreshSize()
                return .resize(width: width, height: height)
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

    /// Shows a frame of ARGB32 pixels (`pixelWidth` x `pixelHeight`, rows `stride` bytes apart).
    /// A frame whose size no longer matches the window (a resize is on its way) is stretched-free
    /// clipped: only the overlapping part is copied.
    public func present(_ pixels: UnsafeRawBufferPointer, pixelWidth: Int, pixelHeight: Int, stride: Int) throws(PlatformError) {
        guard let surface = SDL_GetWindowSurface(window), let base = pixels.baseAddress else {
            throw PlatformError("cannot draw into the window: \(VideoSystem.lastError)")
        }
        let w = min(pixelWidth, Int(surface.pointee.w)), h = min(pixelHeight, Int(surface.pointee.h))
        let mustLock = locus_sdl_mustlock(surface) != 0
        if mustLock { SDL_LockSurface(surface) }
        // SDL_ConvertPixels is a plain row copy when the window's format is ARGB8888/XRGB8888
        // (the usual case on X11 and Wayland) and converts otherwise.
        let status = SDL_ConvertPixels(Int32(w), Int32(h), SDL_PIXELFORMAT_ARGB8888.rawValue, base, Int32(stride),
                                       surface.pointee.format.pointee.format, surface.pointee.pixels,
                                       surface.pointee.pitch)
        if mustLock { SDL_UnlockSurface(surface) }
        guard status == 0, SDL_UpdateWindowSurface(window) == 0 else {
            throw PlatformError("cannot show a frame: \(VideoSystem.lastError)")
        }
    }
}
