supersim --interop.autorelay
