package openapi

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

// aggregatorUser is who the aggregator is when it asks a backend for its
// documents: the proxy handler names it in X-Remote-User. A backend that
// authorizes (stage 07's secured sample server asks kube-apiserver) lets
// it read /openapi/* as any authenticated user may (system:discovery).
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapi/aggregator.aggregatorUser
// (and openapiv3's), with no groups.
var aggregatorUser = &user.DefaultInfo{Name: "system:aggregator"}

// DownloadTimeout bounds one in-process fetch of a document.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapiv3/aggregator.specDownloadTimeout.
const DownloadTimeout = 60 * time.Second

// Download sends GET path (Accept: application/json; If-None-Match: etag
// when etag is not empty) to h in-process, as the aggregator would send
// it to a backend, and returns the body, the answer's ETag (unquoted) and
// its status: 304 means the document behind etag is still current. The
// request is made as aggregatorUser. A handler that panics or runs past
// DownloadTimeout gives an error, never a crash.
// Upstream: k8s.io/kube-aggregator/pkg/controllers/openapi/aggregator.(*Downloader).Download
// and k8s.io/kube-aggregator/pkg/controllers/openapiv3/aggregator.(*Downloader).OpenAPIV3Root,
// both through handlerWithUser.
func Download(ctx context.Context, h http.Handler, path, etag string) (data []byte, newETag string, status int, err error) {
	ctx, cancel := context.WithTimeout(ctx, DownloadTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(request.WithUser(ctx, aggregatorUser), http.MethodGet, path, nil)
	if err != nil {
		return nil, "", 0, err
	}
	req.RequestURI = path
	req.Header.Set("Accept", "application/json")
	if etag != "" {
		req.Header.Set("If-None-Match", `"`+etag+`"`)
	}
	w := httptest.NewRecorder()
	if err := serve(ctx, h, w, req); err != nil {
		return nil, "", 0, fmt.Errorf("GET %s: %w", path, err)
	}
	resp := w.Result()
	return w.Body.Bytes(), strings.Trim(resp.Header.Get("Etag"), `"`), resp.StatusCode, nil
}

// serve runs h in its own goroutine, so a handler that hangs past ctx
// does not hold the caller, and turns a panic into an error.
func serve(ctx context.Context, h http.Handler, w http.ResponseWriter, req *http.Request) error {
	done := make(chan error, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				done <- fmt.Errorf("handler panicked: %v", p)
			}
		}()
		h.ServeHTTP(w, req)
		done <- nil
	}()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}
