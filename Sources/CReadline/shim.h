// GNU readline needs <stdio.h> (for FILE) before its own headers.
#include <stdio.h>
// Readline's interface hands over memory the C way: the line it returns is freed with
// free(), and the completions it is given are an array from malloc(). <stdlib.h> brings
// those two with readline, so that PresentlyReadline imports no C library of its own:
// every other call into the C library goes through PresentlySystem.
#include <stdlib.h>
#include <readline/readline.h>
#include <readline/history.h>

// The row of the line (counted from its first row) that readline's cursor is on: not in
// readline's public headers, but exported by every readline since 4.0 and what its own
// rl_clear_visible_line() moves up by. PresentlyReadline reads it to leave the cursor
// on a list's highlighted row above the line and bring it back (Readline.restCursor).
extern int _rl_last_v_pos;

// glibc's fopencookie(), declared under _GNU_SOURCE only, which Swift's view of the C
// library is built without: readline's output stream is one whose writes go through
// Presently's hold of the terminal's output (HeldOutput), so that a list drawn again
// after a key reaches the screen in one write. The functions' layout is glibc's
// cookie_io_functions_t (read, write, seek, close).
typedef struct {
  void *read;
  long (*write)(void *cookie, const char *buffer, unsigned long size);
  void *seek;
  void *close;
} presently_cookie_functions;
FILE *fopencookie(void *cookie, const char *mode, presently_cookie_functions functions);
