// Async boundary: shared singletons are negotiated before any app code runs (ARCHITECTURE §1).
import('./bootstrap');
