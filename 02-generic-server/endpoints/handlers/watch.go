package handlers

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/watch"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// serveWatch streams watcher's events to the client and stops the watcher
// when the stream ends. Upstream: k8s.io/apiserver/pkg/endpoints/handlers.serveWatch.
func serveWatch(watcher watch.Interface, scope *RequestScope, mediaType negotiation.MediaTypeOptions, req *http.Request, w http.ResponseWriter, timeout time.Duration) {
	defer watcher.Stop()
	server, err := newWatchServer(watcher, scope, mediaType, req, timeout)
	if err != nil {
		scope.err(err, w, req)
		return
	}
	server.HandleHTTP(w, req)
}

// WatchServer writes a watch.Interface's events as a chunked HTTP stream;
// ListResource builds one per watch request (newWatchServer) and calls
// HandleHTTP. Upstream: k8s.io/apiserver/pkg/endpoints/handlers.WatchServer.
type WatchServer struct {
	watching watch.Interface
	scope    *RequestScope

	// mediaType is the response's Content-Type: application/json, or
	// application/vnd.kubernetes.protobuf;stream=watch.
	mediaType string
	// framer delimits events: nothing for JSON (each value ends itself),
	// a 4-byte length for protobuf.
	framer runtime.Framer
	// encoder encodes the metav1.WatchEvent around each object.
	encoder runtime.Encoder
	// embeddedEncoder converts and encodes the object inside the event.
	embeddedEncoder *watchEmbeddedEncoder
	// timeout ends the stream; 0 never.
	timeout time.Duration
}

// newWatchServer negotiates the stream's media type and builds its two
// encoders: the event's (the stream serializer: JSON, or protobuf's raw
// serializer, which writes the bare WatchEvent message) and the object's
// (the normal serializer of that media type, so a protobuf object keeps its
// "k8s\x00" envelope; or meta.k8s.io's for Table watches).
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.serveWatchHandler.
func newWatchServer(watcher watch.Interface, scope *RequestScope, mediaType negotiation.MediaTypeOptions, req *http.Request, timeout time.Duration) (*WatchServer, error) {
	options, err := optionsForTransform(mediaType, req)
	if err != nil {
		return nil, err
	}
	info, err := negotiation.NegotiateOutputMediaTypeStream(req, scope.Serializer, scope)
	if err != nil {
		return nil, err
	}
	if info.StreamSerializer.Framer == nil {
		return nil, fmt.Errorf("no framer defined for %q available for embedded encoding", info.MediaType)
	}
	embedded, err := embeddedEncoderFor(scope, mediaType, info, options)
	if err != nil {
		return nil, err
	}
	return &WatchServer{
		watching:        watcher,
		scope:           scope,
		mediaType:       streamMediaType(info.MediaType),
		framer:          info.StreamSerializer.Framer,
		encoder:         scope.Serializer.EncoderForVersion(info.StreamSerializer.Serializer, scope.Kind.GroupVersion()),
		embeddedEncoder: embedded,
		timeout:         timeout,
	}, nil
}

// streamMediaType is the Content-Type of a watch: JSON as it is (see the
// captures: "content-type: application/json"), others with ;stream=watch.
// Upstream: the media type switch of serveWatchHandler.
func streamMediaType(mediaType string) string {
	if mediaType == "application/json" {
		return mediaType
	}
	return mediaType + ";stream=watch"
}

// embeddedEncoderFor returns the encoder of the objects inside the events:
// for a Table or PartialObjectMetadata watch, meta.k8s.io's serializer of
// the stream's media type, converting each object first.
// Upstream: the embedded-encoder part of serveWatchHandler.
func embeddedEncoderFor(scope *RequestScope, mediaType negotiation.MediaTypeOptions, info runtime.SerializerInfo, options interface{}) (*watchEmbeddedEncoder, error) {
	kind, contentSerializer, transform := targetEncodingForTransform(scope, mediaType)
	var encoder runtime.Encoder
	if transform {
		target, ok := runtime.SerializerInfoForMediaType(contentSerializer.SupportedMediaTypes(), info.MediaType)
		if !ok {
			return nil, fmt.Errorf("no encoder for %q exists in the requested target %#v", info.MediaType, contentSerializer)
		}
		encoder = contentSerializer.EncoderForVersion(target.Serializer, kind.GroupVersion())
	} else {
		encoder = scope.Serializer.EncoderForVersion(info.Serializer, kind.GroupVersion())
	}
	tableOptions, _ := options.(*metav1.TableOptions)
	if options != nil && tableOptions == nil {
		return nil, fmt.Errorf("unexpected options type: %T", options)
	}
	return &watchEmbeddedEncoder{encoder: encoder, target: mediaType.Convert, tableOptions: tableOptions, scope: scope}, nil
}

// HandleHTTP writes the events until the watch ends, the client goes away
// or the timeout fires, flushing whenever no further event is waiting.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*WatchServer).HandleHTTP.
func (s *WatchServer) HandleHTTP(w http.ResponseWriter, req *http.Request) {
	flusher, ok := w.(http.Flusher)
	if !ok {
		err := fmt.Errorf("unable to start watch - can't get http.Flusher: %#v", w)
		s.scope.err(errors.NewInternalError(err), w, req)
		return
	}
	framer := s.framer.NewFrameWriter(w)
	timeoutCh, cleanup := timeoutChannel(s.timeout)
	defer cleanup()

	w.Header().Set("Content-Type", s.mediaType)
	w.Header().Set("Transfer-Encoding", "chunked")
	w.WriteHeader(http.StatusOK)
	flusher.Flush()

	encoder := &watchEncoder{embeddedEncoder: s.embeddedEncoder, encoder: s.encoder, framer: framer,
		metrics: newWatchEventRecorder(s.scope.Kind)}
	ch := s.watching.ResultChan()
	ctx := req.Context()
	done := ctx.Done()
	// With a shutdown signal in the context (stage 06's watch termination
	// filter), the watch ends as the server stops accepting requests.
	var shuttingDown <-chan struct{}
	if signal := request.ServerShutdownSignalFrom(ctx); signal != nil {
		shuttingDown = signal.ShuttingDown()
	}
	for {
		select {
		case <-done:
			return
		case <-shuttingDown:
			return
		case <-timeoutCh:
			return
		case event, ok := <-ch:
			if !ok {
				return // the storage ended the watch
			}
			if err := encoder.Encode(ctx, event); err != nil {
				// most likely the client went away; if not, say why
				// the watch ends (upstream: utilruntime.HandleError)
				if ctx.Err() == nil {
					klog.ErrorS(err, "Ending a watch")
				}
				return
			}
			if len(ch) == 0 {
				flusher.Flush()
			}
		}
	}
}

// timeoutChannel returns a channel that fires after timeout (never for 0)
// and a function that stops the timer.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*realTimeoutFactory).TimeoutCh.
func timeoutChannel(timeout time.Duration) (<-chan time.Time, func() bool) {
	if timeout == 0 {
		return nil, func() bool { return false }
	}
	t := time.NewTimer(timeout)
	return t.C, t.Stop
}

// watchEncoder writes one event: the object encoded by the embedded
// encoder into a WatchEvent's raw object, the WatchEvent encoded by the
// event encoder, then framed.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.watchEncoder.
type watchEncoder struct {
	embeddedEncoder *watchEmbeddedEncoder
	encoder         runtime.Encoder
	framer          io.Writer
	buffer          bytes.Buffer
	eventBuffer     bytes.Buffer
	metrics         watchEventRecorder
}

// Encode writes event. Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*watchEncoder).Encode.
func (e *watchEncoder) Encode(ctx context.Context, event watch.Event) error {
	defer e.buffer.Reset()
	if err := e.embeddedEncoder.Encode(ctx, event.Object, &e.buffer); err != nil {
		return fmt.Errorf("unable to encode watch object %T: %w", event.Object, err)
	}
	outEvent := &metav1.WatchEvent{
		Type:   string(event.Type),
		Object: runtime.RawExtension{Raw: e.buffer.Bytes()},
	}
	defer e.eventBuffer.Reset()
	if err := e.encoder.Encode(outEvent, &e.eventBuffer); err != nil {
		return fmt.Errorf("unable to encode watch object %T: %w", outEvent, err)
	}
	_, err := e.framer.Write(e.eventBuffer.Bytes())
	e.metrics.record(e.eventBuffer.Len())
	return err
}

// watchEmbeddedEncoder converts each event's object as the Accept header
// asked (a one-row Table, PartialObjectMetadata) and encodes it. After the
// first Table it sets NoHeaders, so only the first event carries the
// column definitions. Not safe for concurrent use.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.watchEmbeddedEncoder.
type watchEmbeddedEncoder struct {
	encoder      runtime.Encoder
	target       *schema.GroupVersionKind
	tableOptions *metav1.TableOptions
	scope        *RequestScope
}

// Encode converts and encodes obj. An object that cannot be converted is
// sent as it is, as upstream does.
// Upstream: k8s.io/apiserver/pkg/endpoints/handlers.(*watchEmbeddedEncoder).doEncode.
func (e *watchEmbeddedEncoder) Encode(ctx context.Context, obj runtime.Object, w io.Writer) error {
	result, err := doTransformObject(ctx, obj, e.tableOptions, e.target, e.scope)
	if err != nil {
		result = obj
	}
	if e.tableOptions != nil && !e.tableOptions.NoHeaders {
		e.tableOptions.NoHeaders = true
	}
	return e.encoder.Encode(result, w)
}
