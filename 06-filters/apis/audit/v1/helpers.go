package v1

// ordLevel ranks the levels; an unknown level ranks as None.
func ordLevel(l Level) int {
	switch l {
	case LevelMetadata:
		return 1
	case LevelRequest:
		return 2
	case LevelRequestResponse:
		return 3
	default:
		return 0
	}
}

// Less reports whether a records less than b.
// Upstream: k8s.io/apiserver/pkg/apis/audit.(Level).Less.
func (a Level) Less(b Level) bool { return ordLevel(a) < ordLevel(b) }

// GreaterOrEqual reports whether a records at least as much as b.
// Upstream: k8s.io/apiserver/pkg/apis/audit.(Level).GreaterOrEqual.
func (a Level) GreaterOrEqual(b Level) bool { return ordLevel(a) >= ordLevel(b) }
