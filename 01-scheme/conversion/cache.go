package conversion

import "sync"

// refCache memoises hasReferences per reflect.Type.
var refCache sync.Map
