package audit

import (
	"errors"
	"strings"

	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
)

// Union returns a Backend that hands every event to each of backends;
// nil entries are skipped, and one backend is returned as it is.
// Upstream: k8s.io/apiserver/pkg/audit.Union.
func Union(backends ...Backend) Backend {
	var kept []Backend
	for _, b := range backends {
		if b != nil {
			kept = append(kept, b)
		}
	}
	if len(kept) == 1 {
		return kept[0]
	}
	return union{kept}
}

type union struct {
	backends []Backend
}

// ProcessEvents succeeds when every backend does; all are called.
func (u union) ProcessEvents(events ...*auditv1.Event) bool {
	success := true
	for _, b := range u.backends {
		success = b.ProcessEvents(events...) && success
	}
	return success
}

// Run starts every backend and joins their errors.
func (u union) Run(stopCh <-chan struct{}) error {
	var errs []error
	for _, b := range u.backends {
		errs = append(errs, b.Run(stopCh))
	}
	return errors.Join(errs...)
}

// Shutdown stops every backend.
func (u union) Shutdown() {
	for _, b := range u.backends {
		b.Shutdown()
	}
}

// String is "union[a,b]".
func (u union) String() string {
	names := make([]string, len(u.backends))
	for i, b := range u.backends {
		names[i] = b.String()
	}
	return "union[" + strings.Join(names, ",") + "]"
}
