package flowcontrol

import (
	"context"

	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server/mux"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/classifier"
	fq "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/fairqueuing"
	fcrequest "github.com/kube-rebuilt/apiserver/06-filters/util/flowcontrol/request"
)

// RequestDigest is what classification looks at.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.RequestDigest.
type RequestDigest = classifier.RequestDigest

// Interface is API Priority and Fairness as the filter sees it.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol.Interface.
type Interface interface {
	// Handle classifies the request (noteFn is told the FlowSchema, the
	// priority level and the flow), asks workEstimator for its width,
	// and then either runs execFn when the request's turn comes, or
	// returns without running it: rejected, because its queue was full
	// or ctx ended while it waited. queueNoteFn is told when the request
	// enters and leaves a queue.
	Handle(ctx context.Context, digest RequestDigest,
		noteFn func(fs *flowcontrol.FlowSchema, pl *flowcontrol.PriorityLevelConfiguration, flowDistinguisher string),
		workEstimator func() fcrequest.WorkEstimate,
		queueNoteFn fq.QueueNoteFn,
		execFn func())

	// Run follows the FlowSchemas and PriorityLevelConfigurations the
	// source stores, and lends and borrows seats, until ctx is done.
	Run(ctx context.Context) error

	// Install serves the debug endpoints on mux.
	Install(mux *mux.PathRecorderMux)

	// GetMaxSeats is the most seats a request of the priority level may
	// be estimated to take.
	GetMaxSeats(priorityLevelName string) uint64
}

// ConfigSource is where the configuration objects are stored: the
// registry's REST storage of flowschemas (with its status) and of
// prioritylevelconfigurations. It is asked in Run, after the server has
// built its storage.
// Upstream: the informers and the flowcontrol client New takes.
type ConfigSource interface {
	FlowSchemas() cache.ListerWatcher
	FlowSchemaStatus() rest.Updater
	PriorityLevelConfigurations() cache.ListerWatcher
}
