package responsewriters

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// sanitizer escapes HTML in text/plain error bodies, so a browser that
// sniffs them cannot be made to run a request URI as markup.
var sanitizer = strings.NewReplacer(`&`, "&amp;", `<`, "&lt;", `>`, "&gt;")

// InternalError writes a plain-text 500 naming the request URI and the
// error, and logs the error: for failures before there is anything to
// negotiate with.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/responsewriters.InternalError.
func InternalError(w http.ResponseWriter, req *http.Request, err error) {
	http.Error(w, sanitizer.Replace(fmt.Sprintf("Internal Server Error: %q: %v", req.RequestURI, err)),
		http.StatusInternalServerError)
	klog.Errorf("%v", err)
}
