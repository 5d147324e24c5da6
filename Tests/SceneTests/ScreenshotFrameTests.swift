import Canvas
import Input
import Scenes
import Testing

/// S saves the frame as the scene shows it, not with the message about the last screenshot.
@Suite("Screenshots")
struct ScreenshotFrameTests {
    @Test func aSecondScreenshotDoesNotShowTheFirstOnesMessage() throws {
        let run = try HeadlessRun()
        run.step()
        let plain = pixels(run.canvas)

        run.step([.key(Key("s"))])
        #expect(run.host.screenshotRequested)
        run.host.screenshotSaved(to: "locus-1.png")  // as the windowed driver does after saving
        run.step()
        // The message is on screen: the frame differs from the plain one.
        #expect(pixels(run.canvas) != plain)

        run.step([.key(Key("s"))])
        #expect(run.host.screenshotRequested)
        #expect(pixels(run.canvas) == plain)
    }
}
