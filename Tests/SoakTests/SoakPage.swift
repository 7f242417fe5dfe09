import UIKitTesting

/// One screen of the view-system soak, as an app builds it with Auto Layout: a scroll view holding a
/// vertical stack of controls and boxes, a table below it, and a free box with an optional constraint that
/// loses to required ones. Every required constraint is kept satisfiable whatever the mutations do (the
/// stack's height is free, the boxes' heights and widths are constants), so the constraint audit may
/// demand that each one holds.
@MainActor
final class SoakPage: UIViewController {
    let rows: SoakRows
    let scrollView = UIScrollView()
    let stack = UIStackView()
    let table = UITableView(frame: .zero, style: .plain)
    let box = SoakView()
    /// The stack's first arranged view, never removed or hidden: an empty stack (or one whose arranged views
    /// are all hidden) leaves the content height ambiguous here (a finding, docs/reliability.md).
    let keel = SoakView()
    /// Required constraints whose constants the soak changes.
    private(set) var adjustable: [NSLayoutConstraint] = []
    /// An optional constraint the soak turns on and off.
    private(set) var optional: NSLayoutConstraint!
    /// Called with every control event and table selection (the soak may mutate from inside). The controls
    /// hold the page weakly: a control can outlive its page (a stepper still repeating when it is popped).
    var onEvent: (@MainActor () -> Void)?

    init(rows: Int, name: String) {
        self.rows = SoakRows(count: rows)
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let safe = view.safeAreaLayoutGuide
        scrollView.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.95, alpha: 1)
        stack.axis = .vertical
        stack.spacing = 6
        table.register(SoakCell.self, forCellReuseIdentifier: SoakCell.identifier)
        table.dataSource = rows
        table.delegate = rows
        rows.onSelect = { [weak self] in self?.onEvent?() }
        box.backgroundColor = UIColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1)
        for part in [scrollView, table, box] as [UIView] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        keel.backgroundColor = UIColor(red: 0.3, green: 0.3, blue: 0.6, alpha: 1)
        keel.heightAnchor.constraint(equalToConstant: 12).isActive = true
        stack.addArrangedSubview(keel)
        let scrollHeight = scrollView.heightAnchor.constraint(equalToConstant: 260)
        let boxWidth = box.widthAnchor.constraint(equalToConstant: 60)
        let boxHeight = box.heightAnchor.constraint(equalToConstant: 30)
        let boxTop = box.topAnchor.constraint(equalTo: table.bottomAnchor, constant: 8)
        adjustable = [scrollHeight, boxWidth, boxHeight, boxTop]
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: safe.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            scrollHeight,
            // The stack fills the content's width and sets its height.
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 4),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -4),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            table.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 8),
            table.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 10),
            table.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -10),
            table.heightAnchor.constraint(equalToConstant: 300),
            boxTop, boxWidth, boxHeight,
            box.leadingAnchor.constraint(greaterThanOrEqualTo: safe.leadingAnchor, constant: 10),
        ])
        // Loses to the required width when they disagree; pulls the box right when it can.
        optional = box.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20)
        optional.priority = .defaultHigh
    }

    /// A control or box for the stack, with a required height where it is a box.
    func makeArrangedView(_ random: inout SoakRandom) -> UIView {
        let made: UIView
        switch random.below(7) {
        case 0:
            let button = UIButton(type: .system)
            button.setTitle("Button \(random.below(100))", for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.onEvent?() }, for: .touchUpInside)
            made = Self.fixHeight(button, 34)
        case 1:
            let toggle = UISwitch()
            toggle.addAction(UIAction { [weak self] _ in self?.onEvent?() }, for: .valueChanged)
            toggle.widthAnchor.constraint(equalToConstant: UISwitch.intrinsicSize.width).isActive = true
            made = Self.wrap(Self.fixHeight(toggle, UISwitch.intrinsicSize.height))
        case 2:
            let slider = UISlider()
            slider.value = Float(random.below(100)) / 100
            slider.addAction(UIAction { [weak self] _ in self?.onEvent?() }, for: .valueChanged)
            made = Self.fixHeight(slider, 31)
        case 3:
            let stepper = UIStepper()
            stepper.addAction(UIAction { [weak self] _ in self?.onEvent?() }, for: .valueChanged)
            made = Self.wrap(stepper)
        case 4:
            let segments = UISegmentedControl(items: ["One", "Two", "Three"])
            segments.addAction(UIAction { [weak self] _ in self?.onEvent?() }, for: .valueChanged)
            made = segments
        case 5:
            let label = UILabel()
            label.text = "Label \(random.below(1000))"
            made = label
        default:
            let box = SoakView()
            box.backgroundColor = UIColor(red: CGFloat(random.below(100)) / 100, green: 0.6, blue: 0.7, alpha: 1)
            let height = box.heightAnchor.constraint(equalToConstant: CGFloat(10 + random.below(60)))
            height.isActive = true
            adjustable.append(height)
            made = box
        }
        return made
    }

    /// A height for a control that has no intrinsic size here (buttons, sliders and switches: a finding of
    /// this soak, docs/reliability.md): without it the stack's height, and so the scroll view's content, is ambiguous.
    static func fixHeight(_ control: UIView, _ height: CGFloat) -> UIView {
        control.heightAnchor.constraint(equalToConstant: height).isActive = true
        return control
    }

    /// A switch or stepper keeps iOS's size whatever frame it is given, so a stack that fills its width
    /// would ask for what its frame refuses: it goes in a row of its own, at the leading edge, as apps put it.
    static func wrap(_ control: UIView) -> UIView {
        let row = UIView()
        control.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(control)
        NSLayoutConstraint.activate([
            control.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
            control.topAnchor.constraint(equalTo: row.topAnchor),
            control.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            control.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor),
        ])
        return row
    }

    /// Forgets a removed view's constraints (they went with it).
    func forget(_ removed: UIView) {
        adjustable.removeAll { $0.firstItem === removed || $0.secondItem === removed }
    }
}

/// The table's rows: numbers, inserted and deleted by the soak; a selection calls back.
@MainActor
final class SoakRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var values: [Int]
    private var nextValue: Int
    var onSelect: (@MainActor () -> Void)?

    init(count: Int) {
        values = Array(0..<count)
        nextValue = count
    }

    /// A new row's value.
    func makeValue() -> Int {
        nextValue += 1
        return nextValue
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { values.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SoakCell.identifier, for: indexPath)
        (cell as? SoakCell)?.label.text = "Row \(values[indexPath.row])"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { onSelect?() }
}

/// A self-sizing cell: a label pinned inside its content view (required constraints the audit checks).
@MainActor
final class SoakCell: UITableViewCell {
    static let identifier = "soak"
    let label = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }
}
