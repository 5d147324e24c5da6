import CSDL2

/// The names keys go by, as the window reports them (SDL's: "d", "escape", "left", "f11",
/// "keypad 4"), for checking an event script's keys: a name no key has ("Esc") did nothing,
/// without a word (found by a first-time user).
public enum KeyNames {
    /// Whether `name` (in any case) names a key: one character, not a control, as a key that
    /// types it is named, or a key's name in SDL's table of them (which needs no video system).
    public static func isKeyName(_ name: String) -> Bool {
        // (No key types a control character: NUL, say, passed as one.)
        let typed = name.count == 1 && !name.unicodeScalars.contains { $0.properties.generalCategory == .control }
        return typed || SDL_GetScancodeFromName(name) != SDL_SCANCODE_UNKNOWN
    }
}
