/// What `whiptail --help` prints.
enum WhiptailUsage {
  static let text = """
    Box options:
    \t--msgbox <text> <height> <width>
    \t--yesno  <text> <height> <width>
    \t--infobox <text> <height> <width>
    \t--inputbox <text> <height> <width> [init]
    \t--passwordbox <text> <height> <width> [init]
    \t--textbox <file> <height> <width>
    \t--menu <text> <height> <width> <listheight> [tag item] ...
    \t--checklist <text> <height> <width> <listheight> [tag item status]...
    \t--radiolist <text> <height> <width> <listheight> [tag item status]...
    \t--gauge <text> <height> <width> <percent>
    Options: (depend on box-option)
    \t--clear, --fb, --fullbuttons, --topleft   accepted and ignored
    \t--defaultno                               default no button
    \t--default-item <string>                   set default string
    \t--nocancel                                no cancel button
    \t--yes-button, --no-button, --ok-button, --cancel-button <text>
    \t--noitem, --notags                        don't display items, tags
    \t--separate-output                         output one line at a time
    \t--output-fd <fd>                          output to fd, not stderr
    \t--title <title>, --backtitle <backtitle>
    \t--scrolltext                              accepted: long text scrolls in any case
    \t-h, --help, -v, --version

    presently draws these boxes line by line, with readline editing. In lists: Up, Down,
    Page Up/Down move, Space marks; Tab moves the focus, Enter takes it, Escape cancels.

    """
}
