// The Alerts module: see issue 3. This placeholder keeps the target buildable until it lands.
enum AlertsPlaceholder {}
