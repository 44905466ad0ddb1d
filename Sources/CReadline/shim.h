// GNU readline needs <stdio.h> (for FILE) before its own headers.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
