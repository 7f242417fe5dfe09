extension IndexPath {
    /// An index path of a table view row: `[section, row]`, as UIKit's extension builds it.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// An index path of a collection view item: `[section, item]`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index (0 for an empty path).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }
    /// The row in its section: the second index (0 for a path shorter than two).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }
    /// The item in its section (a collection view's name for ``row``).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
