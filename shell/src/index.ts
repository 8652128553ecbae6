// Async boundary (ARCHITECTURE §2): shared modules are negotiated before any of the shell's code runs.
import('./bootstrap');
