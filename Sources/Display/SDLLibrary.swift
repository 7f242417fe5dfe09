import CSDL2

/// libSDL2's functions, loaded at run time (see `CSDL2.h` for why it is not linked).
final class SDLLibrary: @unchecked Sendable {
    /// The function table; read-only after loading.
    let api: UIKitSDL

    private init(api: UIKitSDL) { self.api = api }

    private nonisolated(unsafe) static var loaded: SDLLibrary?

    /// Loads libSDL2 once per process. Throws ``DisplayError/sdlMissing(reason:)`` with the loader's reason.
    @MainActor
    static func load() throws -> SDLLibrary {
        if let loaded { return loaded }
        var api = UIKitSDL()
        var message = [CChar](repeating: 0, count: 512)
        guard uikit_sdl_load(&api, &message, message.count) == 0 else {
            throw DisplayError.sdlMissing(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        let library = SDLLibrary(api: api)
        loaded = library
        return library
    }

    /// SDL's message for the last error.
    var lastError: String {
        guard let get = api.SDL_GetError, let text = get() else { return "unknown error" }
        let message = String(cString: text)
        return message.isEmpty ? "no reason given" : message
    }
}
