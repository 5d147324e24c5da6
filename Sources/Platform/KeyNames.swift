import CSDL2

/// The names keys go by, as the window reports them (SDL's: "d", "escape", "left", "f11",
/// "keypad 4"), for checking an event script's keys: a name no key has ("Esc") did nothing,
/// without a word (found by a first-time user).
public enum KeyNames {
    /// Whether `name` (in any case) names a key: one character, as a key that types it is
    /// named, or a key's name in SDL's table of them (which needs no video system).
    public static func isKeyName(_ name: String) -> Bool {
        name.count == 1 || SDL_GetScancodeFromName(name) != SDL_SCANCODE_UNKNOWN
    }
}
