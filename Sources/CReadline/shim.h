// GNU readline needs <stdio.h> (for FILE) before its own headers.
#include <stdio.h>
// Readline's interface hands over memory the C way: the line it returns is freed with
// free(), and the completions it is given are an array from malloc(). <stdlib.h> brings
// those two with readline, so that PresentlyReadline imports no C library of its own:
// every other call into the C library goes through PresentlySystem.
#include <stdlib.h>
#include <readline/readline.h>
#include <readline/history.h>
