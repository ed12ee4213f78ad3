import Foundation

/// How a date picker shows its date (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic, wheels, compact, inline
}

/// A date picker in iOS 14's looks, drawn from plain views: `.compact` (the automatic style of
/// dates and times on a phone) shows the date and the time in grey rounded pills, `.inline` a
/// month's calendar with the date selected (and a time row for dates and times), `.wheels` (the
/// automatic style of a countdown) spinning wheels.
///
/// Deterministic by design: a new picker holds a fixed date, Monday 1 June 2026 at 9:41, rather
/// than the moment the test runs (so its frames do not change from day to day), and dates are
/// written in US English in the picker's `timeZone`, GMT unless one is set: the machine's zone and
/// language never show. Set `date` (and `timeZone`) to show another. There is no "today" to
/// mark in the calendar. Code sets the date; a tap does not open the pills' calendar here.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIDatePicker { AppearanceProxies.proxy(for: self) { UIDatePicker(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIDatePicker {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UIDatePicker(frame: .zero) }
    }
    public enum Mode: Int, Sendable {
        case time, date, dateAndTime, countDownTimer
    }

    /// The date a new picker holds: 1 June 2026, 9:41 GMT.
    static let fixedDate = Date(timeIntervalSince1970: 1_780_306_860)

    open var datePickerMode: Mode = .dateAndTime { didSet { contentDidChange() } }
    /// Kept; the picker writes dates in US English.
    open var locale: Locale?
    open var calendar: Calendar! = Calendar(identifier: .gregorian) { didSet { contentDidChange() } }
    open var timeZone: TimeZone? { didSet { contentDidChange() } }
    open var minimumDate: Date? { didSet { date = storedDate } }
    open var maximumDate: Date? { didSet { date = storedDate } }
    /// The date shown, kept between `minimumDate` and `maximumDate`.
    open var date: Date {
        get { storedDate }
        set {
            var clamped = newValue
            if let minimumDate, clamped < minimumDate { clamped = minimumDate }
            if let maximumDate, clamped > maximumDate { clamped = maximumDate }
            storedDate = clamped
            contentDidChange()
        }
    }
    private var storedDate = UIDatePicker.fixedDate
    /// The countdown's length in seconds (`.countDownTimer`), shown in whole minutes.
    open var countDownDuration: TimeInterval = 60 { didSet { contentDidChange() } }
    open var minuteInterval = 1 { didSet { contentDidChange() } }
    open var roundsToMinuteInterval = true
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { contentDidChange() } }

    /// The style drawn: on a phone, `.automatic` is compact, or wheels for a countdown, which
    /// has no other style.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentDidChange()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentDidChange()
    }

    // MARK: Drawing

    /// The views showing the date, made again whenever what they show changes.
    private var shown: [UIView] = []
    private var shownStyle: UIDatePickerStyle?

    private func contentDidChange() {
        for view in shown { view.removeFromSuperview() }
        shownStyle = datePickerStyle
        shown = switch datePickerStyle {
        case .wheels: [makeWheels()]
        case .inline where datePickerMode != .time: makeCalendar()
        default: makePills()
        }
        for view in shown {
            view.isPartOfSuperview = true
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels: return UIPickerView.defaultSize
        case .inline where datePickerMode != .time: return CGSize(width: 320, height: datePickerMode == .dateAndTime ? 400 : 344)
        default: return CGSize(width: pillsWidth, height: DatePickerLook.pillHeight)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The calendar's arrows and selected day are drawn in the tint (a storyboard sets it after
    /// the picker is made).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if datePickerStyle == .inline { contentDidChange() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        switch datePickerStyle {
        case .wheels: shown.first?.frame = bounds
        case .inline where datePickerMode != .time: layOutCalendar()
        default: layOutPills()
        }
    }

    /// The date's parts in the picker's zone.
    private var parts: DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone ?? TimeZone(identifier: "GMT")!
        return calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: storedDate)
    }

    // MARK: Compact: pills

    private var pillsWidth: CGFloat {
        let pills = shown.count
        return shown.reduce(0) { $0 + $1.intrinsicContentSize.width } + CGFloat(max(0, pills - 1)) * DatePickerLook.pillGap
    }

    private func makePills() -> [UIView] {
        let texts: [String] = switch datePickerMode {
        case .date: [DatePickerLook.mediumDate(parts)]
        case .time, .countDownTimer: [DatePickerLook.time(parts)]
        case .dateAndTime: [DatePickerLook.mediumDate(parts), DatePickerLook.time(parts)]
        }
        return texts.map(DatePickerPill.init)
    }

    /// The pills side by side, placed by the control's content alignment, centred vertically.
    private func layOutPills() {
        let width = pillsWidth
        var x: CGFloat = switch contentHorizontalAlignment {
        case .left, .leading, .fill: 0
        case .right, .trailing: bounds.width - width
        case .center: (bounds.width - width) / 2
        }
        for pill in shown {
            let size = pill.intrinsicContentSize
            pill.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            x += size.width + DatePickerLook.pillGap
        }
    }

    // MARK: Inline: a month's calendar

    private func makeCalendar() -> [UIView] {
        let parts = parts
        let tint = tintColor ?? .systemBlue
        var views: [UIView] = []
        let month = UILabel()
        month.text = "\(DatePickerLook.monthNames[(parts.month ?? 1) - 1]) \(parts.year ?? 2026)"
        month.font = .systemFont(ofSize: 17, weight: .semibold)
        views.append(month)
        for glyph in [" \u{203A}", "\u{2039}", "\u{203A}"] {
            let chevron = UILabel()
            chevron.text = glyph
            chevron.font = .systemFont(ofSize: 24, weight: .medium)
            chevron.textColor = tint
            views.append(chevron)
        }
        for name in ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] {
            let weekday = UILabel()
            weekday.text = name
            weekday.font = .systemFont(ofSize: 13, weight: .semibold)
            weekday.textColor = .tertiaryLabel
            weekday.textAlignment = .center
            views.append(weekday)
        }
        let selection = UIView()
        selection.backgroundColor = tint.withAlphaComponent(0.12)
        views.append(selection)
        for day in 1...DatePickerLook.daysInMonth(year: parts.year ?? 2026, month: parts.month ?? 1) {
            let number = UILabel()
            number.text = "\(day)"
            number.textAlignment = .center
            let isSelected = day == parts.day
            number.font = .systemFont(ofSize: isSelected ? 24 : 20, weight: isSelected ? .semibold : .regular)
            number.textColor = isSelected ? tint : .label
            views.append(number)
        }
        if datePickerMode == .dateAndTime {
            let line = UIView()
            line.backgroundColor = .separator
            let title = UILabel()
            title.text = "Time"
            title.font = .systemFont(ofSize: 17, weight: .semibold)
            views += [line, title, DatePickerPill(DatePickerLook.time(parts))]
        }
        return views
    }

    /// The header (month and year, the month arrows), the weekday names, six weeks of days in
    /// 44-point rows, and the time row.
    private func layOutCalendar() {
        let parts = parts
        let width = max(bounds.width, 280)
        let side: CGFloat = 16
        var index = 0
        func next() -> UIView { defer { index += 1 }; return shown[index] }
        let month = next()
        let monthSize = month.intrinsicContentSize
        month.frame = CGRect(x: side, y: 10, width: monthSize.width, height: 24)
        let (disclosure, previous, following) = (next(), next(), next())
        disclosure.frame = CGRect(x: month.frame.maxX, y: 8, width: 20, height: 28)
        previous.frame = CGRect(x: width - side - 64, y: 8, width: 20, height: 28)
        following.frame = CGRect(x: width - side - 20, y: 8, width: 20, height: 28)
        let column = (width - 2 * 8) / 7
        for day in 0..<7 { next().frame = CGRect(x: 8 + CGFloat(day) * column, y: 52, width: column, height: 18) }
        let selection = next()
        let firstWeekday = DatePickerLook.weekday(ofFirstDayIn: parts.year ?? 2026, month: parts.month ?? 1)
        let days = DatePickerLook.daysInMonth(year: parts.year ?? 2026, month: parts.month ?? 1)
        for day in 1...days {
            let cell = firstWeekday - 1 + day - 1
            let frame = CGRect(x: 8 + CGFloat(cell % 7) * column, y: 76 + CGFloat(cell / 7) * 44, width: column, height: 44)
            next().frame = frame
            if day == parts.day {
                selection.frame = CGRect(x: frame.midX - 20, y: frame.midY - 20, width: 40, height: 40)
                selection.layer.cornerRadius = 20
            }
        }
        guard datePickerMode == .dateAndTime else { return }
        let (line, title, pill) = (next(), next(), next())
        line.frame = CGRect(x: side, y: 346, width: width - 2 * side, height: 0.5)
        title.frame = CGRect(x: side, y: 361, width: 60, height: 24)
        let pillSize = pill.intrinsicContentSize
        pill.frame = CGRect(x: width - side - pillSize.width, y: 356, width: pillSize.width, height: pillSize.height)
    }

    // MARK: Wheels

    /// Answers the wheels' questions; held by the picker, as the wheels hold their source weakly.
    private var wheelSource: DatePickerWheels?

    private func makeWheels() -> UIView {
        let source = DatePickerWheels(mode: datePickerMode, parts: parts, countDown: countDownDuration)
        wheelSource = source
        let wheels = UIPickerView(frame: CGRect(origin: .zero, size: UIPickerView.defaultSize))
        wheels.dataSource = source
        wheels.delegate = source
        for (component, row) in source.selectedRows.enumerated() { wheels.selectRow(row, inComponent: component, animated: false) }
        return wheels
    }
}

/// One grey rounded pill of a compact date picker, holding a date or a time.
private final class DatePickerPill: UIView {
    let label = UILabel()

    init(_ text: String) {
        super.init(frame: .zero)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 6
        label.text = text
        label.font = .systemFont(ofSize: 17)
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        CGSize(width: ceil(label.intrinsicContentSize.width) + 2 * DatePickerLook.pillPadding, height: DatePickerLook.pillHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}

/// The wheels of a date picker: month, day and year; hour, minute and half of the day; the
/// day with its weekday and the time; hours and minutes of a countdown.
private final class DatePickerWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let columns: [[String]]
    let selectedRows: [Int]

    init(mode: UIDatePicker.Mode, parts: DateComponents, countDown: TimeInterval) {
        let (year, month, day) = (parts.year ?? 2026, parts.month ?? 1, parts.day ?? 1)
        let (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
        let hours = (1...12).map(String.init)
        let minutes = (0..<60).map { $0 < 10 ? "0\($0)" : "\($0)" }
        let hour12 = (hour + 11) % 12
        switch mode {
        case .date:
            columns = [DatePickerLook.monthNames, (1...31).map(String.init), (1900...2100).map(String.init)]
            selectedRows = [month - 1, day - 1, year - 1900]
        case .time:
            columns = [hours, minutes, ["AM", "PM"]]
            selectedRows = [hour12, minute, hour < 12 ? 0 : 1]
        case .dateAndTime:
            // A week either side of the date, each day with its weekday.
            let days = (-7...7).map { DatePickerLook.shortDay(year: year, month: month, day: day, offset: $0) }
            columns = [days, hours, minutes, ["AM", "PM"]]
            selectedRows = [7, hour12, minute, hour < 12 ? 0 : 1]
        case .countDownTimer:
            let total = max(60, Int(countDown) / 60 * 60)
            columns = [(0..<24).map { "\($0) hours" }, (0..<60).map { "\($0) min" }]
            selectedRows = [total / 3600 % 24, total / 60 % 60]
        }
        super.init()
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { columns[component].count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { columns[component][row] }
}

/// The measures and the US English words of iOS 14's date pickers.
enum DatePickerLook {
    static let pillHeight: CGFloat = 34
    static let pillPadding: CGFloat = 11
    static let pillGap: CGFloat = 6
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// "Jun 1, 2026".
    static func mediumDate(_ parts: DateComponents) -> String {
        "\(monthNames[(parts.month ?? 1) - 1].prefix(3)) \(parts.day ?? 1), \(parts.year ?? 2026)"
    }

    /// "9:41 AM".
    static func time(_ parts: DateComponents) -> String {
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        return "\((hour + 11) % 12 + 1):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }

    /// "Mon Jun 1" for the day `offset` days from the given one.
    static func shortDay(year: Int, month: Int, day: Int, offset: Int) -> String {
        let shifted = civil(fromDays: days(fromCivil: year, month, day) + offset)
        let weekday = weekdayNames[(days(fromCivil: shifted.year, shifted.month, shifted.day) % 7 + 11) % 7]
        return "\(weekday) \(monthNames[shifted.month - 1].prefix(3)) \(shifted.day)"
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        let next = month == 12 ? (year + 1, 1) : (year, month + 1)
        return days(fromCivil: next.0, next.1, 1) - days(fromCivil: year, month, 1)
    }

    /// 1 for Sunday … 7 for Saturday.
    static func weekday(ofFirstDayIn year: Int, month: Int) -> Int {
        (days(fromCivil: year, month, 1) % 7 + 11) % 7 + 1
    }

    /// Days since 1 January 1970 of a Gregorian date (1970-01-01 was a Thursday).
    static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(fromDays count: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = count + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
