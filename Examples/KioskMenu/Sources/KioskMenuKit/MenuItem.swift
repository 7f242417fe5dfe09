/// One thing the kiosk sells.
public struct MenuItem: Hashable, Sendable {
    /// The name on its row and its details screen.
    public var name: String
    /// The price in cents.
    public var priceCents: Int
    /// A sentence for the details screen.
    public var details: String

    /// Creates an item.
    public init(name: String, priceCents: Int, details: String) {
        self.name = name
        self.priceCents = priceCents
        self.details = details
    }

    /// The price as shown: `€4.50`.
    public var priceText: String { "€\(priceCents / 100).\(String(format: "%02d", priceCents % 100))" }

    /// The menu the app shows (a real kiosk would read it from a file).
    public static let lunch: [MenuItem] = [
        MenuItem(name: "Tomato soup", priceCents: 450, details: "Roasted tomatoes, basil, a slice of sourdough."),
        MenuItem(name: "Falafel wrap", priceCents: 750, details: "Chickpea falafel, hummus, pickled cabbage, tahini."),
        MenuItem(name: "Caesar salad", priceCents: 820, details: "Romaine, parmesan, croutons, anchovy dressing."),
        MenuItem(name: "Mushroom risotto", priceCents: 1150, details: "Arborio rice, porcini, thyme, parmesan."),
        MenuItem(name: "Fish and chips", priceCents: 1290, details: "Beer-battered cod, fries, mushy peas."),
        MenuItem(name: "Veggie burger", priceCents: 1090, details: "Black bean patty, cheddar, pickles, fries."),
        MenuItem(name: "Apple crumble", priceCents: 550, details: "Warm apples, oat crumble, vanilla custard."),
        MenuItem(name: "Lemonade", priceCents: 350, details: "Freshly squeezed, lightly sweetened."),
        MenuItem(name: "Espresso", priceCents: 250, details: "A double shot of the house blend."),
        MenuItem(name: "Cappuccino", priceCents: 320, details: "Espresso, steamed milk, a little foam."),
        MenuItem(name: "Mint tea", priceCents: 280, details: "Fresh mint leaves steeped in hot water."),
        MenuItem(name: "Sparkling water", priceCents: 200, details: "A chilled bottle, 33 cl."),
        MenuItem(name: "Chocolate cake", priceCents: 480, details: "Dark chocolate sponge, ganache, cream."),
    ]
}

/// The orders placed at the kiosk, in order.
@MainActor
public final class OrderBook {
    /// Every item ordered so far.
    public private(set) var orders: [MenuItem] = []
    /// Creates an empty book.
    public init() {}
    /// Places an order.
    public func order(_ item: MenuItem) { orders.append(item) }
}
