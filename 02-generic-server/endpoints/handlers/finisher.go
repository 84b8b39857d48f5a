package handlers

import (
	"context"
	"fmt"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// resultFunc is a storage call.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/finisher.ResultFunc.
type resultFunc func() (runtime.Object, error)

// result is what a storage call returned, or the panic it raised.
type result struct {
	object   runtime.Object
	err      error
	panicked interface{}
}

// finishRequest runs fn in its own goroutine and waits for it or for ctx
// to end, whichever is first: a storage slower than the request's timeout
// gets the client a 504 Timeout instead of a hung connection (fn keeps
// running; its result is dropped). A panic in fn is raised again here, in
// the handler's goroutine, where the server's recovery can see it. A
// failure Status returned as an object becomes an error.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers/finisher.FinishRequest
// (without the post-timeout logging).
func finishRequest(ctx context.Context, fn resultFunc) (runtime.Object, error) {
	ch := make(chan result, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				ch <- result{panicked: p}
			}
		}()
		obj, err := fn()
		ch <- result{object: obj, err: err}
	}()
	select {
	case r := <-ch:
		return r.unpack()
	case <-ctx.Done():
		return nil, errors.NewTimeoutError(fmt.Sprintf("request did not complete within requested timeout - %s", ctx.Err()), 0)
	}
}

// unpack returns the result, re-raising a panic and turning a failure
// Status into an error. Upstream: k8s.io/apiserver/pkg/endpoints/handlers/finisher.(*result).Return.
func (r result) unpack() (runtime.Object, error) {
	if r.panicked != nil {
		panic(r.panicked)
	}
	if r.err != nil {
		return nil, r.err
	}
	if status, ok := r.object.(*metav1.Status); ok && status.Status != metav1.StatusSuccess {
		return nil, &errors.StatusError{ErrStatus: *status}
	}
	return r.object, nil
}
