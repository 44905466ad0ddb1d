/// What `presently dialog --help` prints: dialog's usage, and what this mode does with it.
enum DialogUsage {
  static let text = """
    presently as dialog (cdialog 1.3-compatible), line by line through readline

    Usage: dialog <options> { --and-widget <options> }
    where options are "common" options, followed by "box" options

    Box options:
      --yesno --msgbox --infobox --inputbox --passwordbox --textbox --menu
      --checklist --radiolist --gauge --form --mixedform --passwordform
      --inputmenu --buildlist --treeview --rangebox --pause --calendar
      --timebox --fselect --dselect --editbox --tailbox --tailboxbg
      --programbox --progressbox --prgbox --mixedgauge   <text> <height> <width> ...

    Common options: --backtitle --title --yes-label --no-label --ok-label
      --cancel-label --extra-button --extra-label --help-button --help-label
      --help-status --help-tags --no-cancel --no-ok --defaultno --default-button
      --default-item --no-tags --no-items --item-help --timeout --insecure
      --max-input --trim --cr-wrap --no-collapse --no-nl-expand --colors
      --separate-output --output-separator --quoted --single-quoted --stdout
      --stderr --output-fd --separate-widget --date-format --time-format --sleep
      --file --print-maxsize --print-version --version --help
    Options that change only how curses draws (--no-shadow, --ascii-lines,
    --aspect, --begin, --scrollbar ...) are accepted and have no effect.

    Results go to standard error unless --stdout or --output-fd say otherwise.
    Exit status: 0 OK/Yes, 1 Cancel/No, 2 Help, 3 Extra, 255 Escape or an error;
    each can be changed with DIALOG_OK, DIALOG_CANCEL, DIALOG_HELP, DIALOG_EXTRA,
    DIALOG_ITEM_HELP, DIALOG_TIMEOUT, DIALOG_ESC and DIALOG_ERROR.

    """
}
