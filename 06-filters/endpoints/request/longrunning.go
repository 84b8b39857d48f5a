package request

import (
	"net/http"

	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// LongRunningRequestCheck tells whether a request may run for as long as
// the client keeps it open (a watch, a proxied connection, exec, a log
// follow): such requests get no deadline, are not counted by the
// max-in-flight limit or the shutdown wait group, and are audited with a
// ResponseStarted stage.
// Upstream: k8s.io/apiserver/pkg/endpoints/request.LongRunningRequestCheck.
type LongRunningRequestCheck func(r *http.Request, requestInfo *genericrequest.RequestInfo) bool
