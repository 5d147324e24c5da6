@preconcurrency import CSDL2

/// Shows frames through a renderer's texture, at the window's own pixel size.
///
/// Under Wayland, SDL 2.26 gives a HiDPI window a surface of its logical size (500x400 for a
/// window of 1000x800 pixels at scale 2) and stretches it: a frame drawn at the window's pixel
/// size showed its top-left quarter, magnified. A texture of the frame's size, drawn 1:1 into the
/// renderer's output, shows it whole and sharp. (The window surface is itself a renderer's
/// texture there, so this costs nothing more; under X11 the surface stays, see ``Window``.)
final class TextureScreen {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var size = (width: 0, height: 0)

    /// A renderer for `window`; nil when none can be made (the window surface is used then).
    init?(window: OpaquePointer) {
        guard let renderer = SDL_CreateRenderer(window, -1, 0) else { return nil }
        self.window = window
        self.renderer = renderer
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
    }

    /// Makes the texture `width` x `height` pixels if it is not; true when it is new (and
    /// holds nothing yet).
    func prepare(width: Int, height: Int) throws(PlatformError) -> Bool {
        if texture != nil && size == (width, height) { return false }
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                    Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
        guard let texture else {
            // (The usual cause: a window larger than the renderer's largest texture, 8192 px
            // across on many GL drivers.)
            var info = SDL_RendererInfo()
            let largest = SDL_GetRendererInfo(renderer, &info) == 0
                ? " (the renderer's largest is \(info.max_texture_width)x\(info.max_texture_height))" : ""
            throw PlatformError("cannot show a frame of \(width)x\(height) pixels\(largest): \(VideoSystem.lastError)")
        }
        // The frame is opaque; its alpha is not to be blended with whatever the output held.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        size = (width, height)
        return true
    }

    /// Copies the rectangles `rects` of a frame (ARGB32, rows `stride` bytes apart) into the
    /// texture, and shows it.
    func show(_ rects: [SDL_Rect], of base: UnsafeRawPointer, stride: Int) throws(PlatformError) {
        guard let texture else { return }
        var status: Int32 = 0
        for var r in rects {
            status |= SDL_UpdateTexture(texture, &r, base + Int(r.y) * stride + Int(r.x) * 4, Int32(stride))
        }
        // Pixel for pixel into the output: a frame that lags a resize is clipped, as on a surface.
        // A renderer whose output is smaller than the window's pixels (SDL's software one, which
        // draws into the logical-size surface) gets it scaled down to fit.
        var pw: Int32 = 0, ph: Int32 = 0, ow: Int32 = 0, oh: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &pw, &ph)
        SDL_GetRendererOutputSize(renderer, &ow, &oh)
        let ratio = pw > 0 ? min(1, Double(ow) / Double(pw)) : 1
        var target = SDL_Rect(x: 0, y: 0, w: Int32((Double(size.width) * ratio).rounded()),
                              h: Int32((Double(size.height) * ratio).rounded()))
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        status |= SDL_RenderClear(renderer)
        status |= SDL_RenderCopy(renderer, texture, nil, &target)
        SDL_RenderPresent(renderer)
        guard status == 0 else { throw PlatformError("cannot show a frame: \(VideoSystem.lastError)") }
    }
}
