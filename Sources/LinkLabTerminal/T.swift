import LinkLabTUI; import CNCursesW
