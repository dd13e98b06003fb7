/// A shopping cart: the README's and the guides' first value to check.
public final class Cart: Sendable {
    /// The price of each item, in whole units.
    public let prices: [Int]
    /// A coupon code, if one was applied.
    public let coupon: String?

    public init(prices: [Int], coupon: String? = nil) {
        self.prices = prices
        self.coupon = coupon
    }

    /// The sum of the prices.
    public var total: Int { prices.reduce(0, +) }
    /// Whether the cart holds nothing.
    public var isEmpty: Bool { prices.isEmpty }

    /// Reads a cart from comma-separated prices: `"25,15"`.
    public static func parse(_ text: String) throws(CartError) -> Cart {
        var prices: [Int] = []
        for field in text.split(separator: ",") {
            guard let price = Int(field) else { throw .badPrice }
            prices.append(price)
        }
        return Cart(prices: prices)
    }
}

/// Why a cart could not be read.
public enum CartError: Error, Equatable {
    case badPrice
}
