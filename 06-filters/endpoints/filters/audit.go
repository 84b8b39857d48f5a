package filters

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authorization/authorizer"

	"sigs.k8s.io/yaml"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/responsewriters"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/responsewriter"
)

// MaxAuditBodyBytes bounds the request and response bodies an audit event
// embeds; a larger body is left out and an annotation says so.
const MaxAuditBodyBytes = 1 << 20

// Annotations WithAudit adds when it leaves a body out of an event.
const (
	AnnotationRequestObjectOmitted  = "audit.kube-rebuilt.io/request-object-omitted"
	AnnotationResponseObjectOmitted = "audit.kube-rebuilt.io/response-object-omitted"
)

// WithAudit writes the audit events of every request the policy audits:
// RequestReceived before the handler runs, ResponseStarted when a
// long-running request (watch, proxy) sends its headers, ResponseComplete
// when the handler returns, Panic (then re-panics) when it panics; the
// policy's omitStages drop some. Level Request adds the request body of
// create, update and patch; RequestResponse adds the response body of
// every resource request that is not long-running. With a nil sink or
// policy (auditing off) it returns handler.
//
// codecs decodes protobuf bodies so they can be embedded as JSON (the
// server's codec factory); nil leaves them out with an annotation.
//
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.WithAudit, which takes
// no serializer: there the REST handlers hand the decoded objects to the
// audit context (audit.LogRequestObject, LogResponseObject). Stage 02's
// handlers know nothing of audit, so this filter captures the bodies on
// the wire instead: 06-filters/audit's doc.go explains the choice.
func WithAudit(handler http.Handler, sink audit.Sink, policy audit.PolicyRuleEvaluator,
	longRunningCheck request.LongRunningRequestCheck, codecs runtime.NegotiatedSerializer) http.Handler {
	if sink == nil || policy == nil {
		return handler
	}
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		ac, err := evaluatePolicyAndCreateAuditEvent(req, policy, sink)
		if err != nil {
			responsewriters.InternalError(w, req, fmt.Errorf("failed to create audit event: %w", err))
			return
		}
		if !ac.Enabled() {
			handler.ServeHTTP(w, req)
			return
		}
		ctx := req.Context()
		if !ac.ProcessEventStage(ctx, auditv1.StageRequestReceived) {
			responsewriters.InternalError(w, req, errors.New("failed to store audit event"))
			return
		}
		ri, _ := genericrequest.RequestInfoFrom(ctx)
		isLongRunning := longRunningCheck != nil && ri != nil && longRunningCheck(req, ri)
		req, body := captureRequestObject(ac, req, ri)
		respWriter, aw := decorateResponseWriter(ctx, ac, w, isLongRunning, captureResponse(ac, ri, isLongRunning))

		defer finishAudit(ctx, ac, aw, body, req.Header.Get("Content-Type"), isLongRunning, codecs)
		handler.ServeHTTP(respWriter, req)
	})
}

// finishAudit writes the last event: Panic (and re-panics) when the
// handler panicked, else ResponseComplete, faking a 200 "Connection
// closed early" when nothing was written. It must be deferred directly
// (recover works only there), so it calls recover itself.
// Upstream: the deferred function in k8s.io/apiserver/pkg/endpoints/filters.WithAudit.
func finishAudit(ctx context.Context, ac *audit.AuditContext, aw *auditResponseWriter, body *requestBodyRecorder, contentType string,
	isLongRunning bool, s runtime.NegotiatedSerializer) {
	if body != nil {
		body.logRequestObject(ac, contentType, s)
	}
	if r := recover(); r != nil {
		defer panic(r)
		ac.SetEventResponseStatus(&metav1.Status{
			Code: http.StatusInternalServerError, Status: metav1.StatusFailure,
			Reason: metav1.StatusReasonInternalError, Message: fmt.Sprintf("APIServer panic'd: %v", r),
		})
		ac.ProcessEventStage(ctx, auditv1.StagePanic)
		return
	}
	if ac.GetEventResponseStatus() == nil {
		ac.SetEventResponseStatus(&metav1.Status{Code: http.StatusOK, Status: metav1.StatusSuccess, Message: "Connection closed early"})
		if isLongRunning {
			ac.ProcessEventStage(ctx, auditv1.StageResponseStarted)
		}
	}
	if body := aw.capturedBody(); body != nil {
		logResponseObject(ac, body, aw.Header(), s)
	}
	ac.ProcessEventStage(ctx, auditv1.StageResponseComplete)
}

// evaluatePolicyAndCreateAuditEvent asks the policy for the request's
// level, initialises the audit context with it and the sink, and, when
// the request is audited, fills in its metadata. Without an audit context
// (no WithAuditInit further out) it returns nil: nothing is audited.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.evaluatePolicyAndCreateAuditEvent.
func evaluatePolicyAndCreateAuditEvent(req *http.Request, policy audit.PolicyRuleEvaluator, sink audit.Sink) (*audit.AuditContext, error) {
	ctx := req.Context()
	ac := audit.AuditContextFrom(ctx)
	if ac == nil {
		return nil, nil
	}
	attribs := auditAttributes(ctx, req)
	rac := policy.EvaluatePolicyRule(attribs)
	if err := ac.Init(rac, sink); err != nil {
		return nil, fmt.Errorf("failed to initialize audit context: %w", err)
	}
	if rac.Level == auditv1.LevelNone {
		return ac, nil
	}
	received, ok := request.ReceivedTimestampFrom(ctx)
	if !ok {
		received = time.Now()
	}
	audit.LogRequestMetadata(ctx, req, received, attribs)
	return ac, nil
}

// auditAttributes reads what the policy matches on from the request's
// context: its RequestInfo and user (none until stage 07).
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.GetAuthorizerAttributes.
func auditAttributes(ctx context.Context, req *http.Request) authorizer.AttributesRecord {
	attribs := authorizer.AttributesRecord{Path: req.URL.Path, Verb: strings.ToLower(req.Method)}
	attribs.User, _ = genericrequest.UserFrom(ctx)
	ri, ok := genericrequest.RequestInfoFrom(ctx)
	if !ok {
		return attribs
	}
	attribs.Verb, attribs.Path, attribs.ResourceRequest = ri.Verb, ri.Path, ri.IsResourceRequest
	if ri.IsResourceRequest {
		attribs.APIGroup, attribs.APIVersion, attribs.Namespace = ri.APIGroup, ri.APIVersion, ri.Namespace
		attribs.Resource, attribs.Subresource, attribs.Name = ri.Resource, ri.Subresource, ri.Name
	}
	return attribs
}

// decorateResponseWriter wraps w so the audit context learns the status
// code (and, for long-running requests, writes ResponseStarted with the
// headers) and, when body is not nil, keeps a copy of the response body.
// WrapForHTTP1Or2 keeps Flush and Hijack: watches and upgrades go through.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.decorateResponseWriter.
func decorateResponseWriter(ctx context.Context, ac *audit.AuditContext, w http.ResponseWriter,
	processResponseStartedStage bool, body *boundedBuffer) (http.ResponseWriter, *auditResponseWriter) {
	delegate := &auditResponseWriter{
		ResponseWriter:              w,
		ctx:                         ctx,
		ac:                          ac,
		processResponseStartedStage: processResponseStartedStage,
		keepBody:                    ac.Config().Level.GreaterOrEqual(auditv1.LevelRequestResponse),
		body:                        body,
	}
	return responsewriter.WrapForHTTP1Or2(delegate), delegate
}

var _ responsewriter.UserProvidedDecorator = (*auditResponseWriter)(nil)

// auditResponseWriter records the status code once and tees the body.
// Upstream: k8s.io/apiserver/pkg/endpoints/filters.auditResponseWriter.
type auditResponseWriter struct {
	http.ResponseWriter
	ctx  context.Context
	ac   *audit.AuditContext
	once sync.Once

	processResponseStartedStage bool
	// keepBody: the level wants the response object. Otherwise the body
	// is kept only for error codes, whose Status fills responseStatus.
	keepBody bool
	mu       sync.Mutex // guards body: a handler may write from goroutines
	body     *boundedBuffer
}

// Unwrap returns the wrapped writer.
func (a *auditResponseWriter) Unwrap() http.ResponseWriter { return a.ResponseWriter }

// processCode records code, and writes ResponseStarted if asked; once.
func (a *auditResponseWriter) processCode(code int) {
	a.once.Do(func() {
		a.ac.SetEventResponseStatusCode(int32(code))
		if !a.keepBody && code < http.StatusBadRequest {
			a.mu.Lock()
			a.body = nil
			a.mu.Unlock()
		}
		if a.processResponseStartedStage {
			a.ac.ProcessEventStage(a.ctx, auditv1.StageResponseStarted)
		}
	})
}

// Write records 200 if no code was written (net/http does the same).
func (a *auditResponseWriter) Write(bs []byte) (int, error) {
	a.processCode(http.StatusOK)
	a.mu.Lock()
	if a.body != nil {
		a.body.Write(bs)
	}
	a.mu.Unlock()
	return a.ResponseWriter.Write(bs)
}

// WriteHeader records code.
func (a *auditResponseWriter) WriteHeader(code int) {
	a.processCode(code)
	a.ResponseWriter.WriteHeader(code)
}

// Hijack records 101 Switching Protocols before the connection is handed
// over. WrapForHTTP1Or2 offers Hijack only when the inner writer has it.
func (a *auditResponseWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	a.processCode(http.StatusSwitchingProtocols)
	a.mu.Lock()
	a.body = nil
	a.mu.Unlock()
	return a.ResponseWriter.(http.Hijacker).Hijack()
}

// capturedBody returns the kept body, or nil.
func (a *auditResponseWriter) capturedBody() *boundedBuffer {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.body
}

// boundedBuffer keeps the first MaxAuditBodyBytes written and whether
// more came.
type boundedBuffer struct {
	bytes.Buffer
	overflow bool
}

func (b *boundedBuffer) Write(p []byte) {
	if room := MaxAuditBodyBytes - b.Len(); len(p) > room {
		p, b.overflow = p[:max(room, 0)], true
	}
	b.Buffer.Write(p)
}

// captureResponse returns a buffer for the response body of an audited,
// short resource request, or nil.
func captureResponse(ac *audit.AuditContext, ri *genericrequest.RequestInfo, isLongRunning bool) *boundedBuffer {
	if ri == nil || !ri.IsResourceRequest || isLongRunning || !ac.Enabled() {
		return nil
	}
	return &boundedBuffer{}
}

// captureRequestObject arranges for the body of an audited create, update
// or patch to be kept (up to MaxAuditBodyBytes) as the handler reads it,
// and returns the request to hand on and the recorder, or nil. It reads
// nothing itself: a slow client must not hold the request here, before
// the filters inside (the in-flight limit) have had their say.
// Upstream: the REST handlers call audit.LogRequestObject and LogRequestPatch
// once they have decoded the body.
func captureRequestObject(ac *audit.AuditContext, req *http.Request, ri *genericrequest.RequestInfo) (*http.Request, *requestBodyRecorder) {
	if ri == nil || !ri.IsResourceRequest || req.Body == nil || req.Body == http.NoBody ||
		!ac.Config().Level.GreaterOrEqual(auditv1.LevelRequest) {
		return req, nil
	}
	switch ri.Verb {
	case "create", "update", "patch":
	default:
		return req, nil
	}
	recorder := &requestBodyRecorder{ReadCloser: req.Body}
	req = req.Clone(req.Context())
	req.Body = recorder
	return req, recorder
}

// requestBodyRecorder is a request body that keeps what the handler reads.
type requestBodyRecorder struct {
	io.ReadCloser
	buf boundedBuffer
	eof bool
	err error
}

func (r *requestBodyRecorder) Read(p []byte) (int, error) {
	n, err := r.ReadCloser.Read(p)
	r.buf.Write(p[:n])
	switch {
	case err == io.EOF:
		r.eof = true
	case err != nil && r.err == nil:
		r.err = err
	}
	return n, err
}

// logRequestObject embeds the body the handler read as the event's
// requestObject. A body the handler never read (a filter inside refused
// the request) leaves no trace, as upstream; one read in part is noted.
func (r *requestBodyRecorder) logRequestObject(ac *audit.AuditContext, contentType string, s runtime.NegotiatedSerializer) {
	switch {
	case r.err != nil:
		annotate(ac, AnnotationRequestObjectOmitted, "reading the body failed: "+r.err.Error())
	case r.buf.overflow:
		annotate(ac, AnnotationRequestObjectOmitted, fmt.Sprintf("the body is larger than %d bytes", MaxAuditBodyBytes))
	case !r.eof && r.buf.Len() > 0:
		annotate(ac, AnnotationRequestObjectOmitted, "the handler did not read the whole body")
	case r.eof:
		setRequestObject(ac, contentType, r.buf.Bytes(), s)
	}
}

// setRequestObject embeds body as JSON and fills the object reference's
// empty fields from its metadata (a create names its object in the body).
func setRequestObject(ac *audit.AuditContext, contentType string, body []byte, s runtime.NegotiatedSerializer) {
	raw, why := toJSON(contentType, body, s)
	if why != "" {
		annotate(ac, AnnotationRequestObjectOmitted, why)
		return
	}
	if raw == nil {
		return
	}
	raw = maybeOmitManagedFields(ac, raw)
	ac.VisitEvent(func(ev *auditv1.Event) {
		ev.RequestObject = &runtime.RawExtension{Raw: raw}
		fillObjectRef(ev, raw)
	})
}

// fillObjectRef copies name, namespace, uid and resourceVersion from the
// object's metadata where the URL did not give them.
// Upstream: the ObjectRef part of k8s.io/apiserver/pkg/audit.LogRequestObject.
func fillObjectRef(ev *auditv1.Event, raw []byte) {
	var obj struct {
		Metadata metav1.ObjectMeta `json:"metadata"`
	}
	if ev.ObjectRef == nil || json.Unmarshal(raw, &obj) != nil {
		return
	}
	ref, m := ev.ObjectRef, obj.Metadata
	ref.Name = cmpOr(ref.Name, m.Name)
	ref.Namespace = cmpOr(ref.Namespace, m.Namespace)
	ref.UID = cmpOr(ref.UID, m.UID)
	ref.ResourceVersion = cmpOr(ref.ResourceVersion, m.ResourceVersion)
}

func cmpOr[T comparable](a, b T) T {
	var zero T
	if a != zero {
		return a
	}
	return b
}

// logResponseObject fills responseStatus from a Status body and, at level
// RequestResponse, embeds the body as responseObject.
// Upstream: k8s.io/apiserver/pkg/audit.LogResponseObject, called by the
// REST handlers with the object they encode.
func logResponseObject(ac *audit.AuditContext, buf *boundedBuffer, header http.Header, s runtime.NegotiatedSerializer) {
	keep := ac.Config().Level.GreaterOrEqual(auditv1.LevelRequestResponse)
	raw, why := responseJSON(buf, header, s)
	if raw != nil {
		fillResponseStatus(ac, raw)
	}
	if !keep {
		return
	}
	if why != "" {
		annotate(ac, AnnotationResponseObjectOmitted, why)
		return
	}
	if raw != nil {
		raw = maybeOmitManagedFields(ac, raw)
		ac.VisitEvent(func(ev *auditv1.Event) { ev.ResponseObject = &runtime.RawExtension{Raw: raw} })
	}
}

// responseJSON turns the captured response body into JSON, gunzipping it
// if the server compressed it.
func responseJSON(buf *boundedBuffer, header http.Header, s runtime.NegotiatedSerializer) ([]byte, string) {
	if buf.overflow {
		return nil, fmt.Sprintf("the body is larger than %d bytes", MaxAuditBodyBytes)
	}
	body := buf.Bytes()
	if header.Get("Content-Encoding") == "gzip" && len(body) > 0 {
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			return nil, "the gzip body is unreadable: " + err.Error()
		}
		body, err = io.ReadAll(io.LimitReader(zr, MaxAuditBodyBytes+1))
		if err != nil {
			return nil, "the gzip body is unreadable: " + err.Error()
		}
		if len(body) > MaxAuditBodyBytes {
			return nil, fmt.Sprintf("the body is larger than %d bytes", MaxAuditBodyBytes)
		}
	}
	return toJSON(header.Get("Content-Type"), body, s)
}

// fillResponseStatus copies a Status body's status, message, reason and
// details into the event's responseStatus, keeping the code written.
func fillResponseStatus(ac *audit.AuditContext, raw []byte) {
	var status metav1.Status
	if json.Unmarshal(raw, &status) != nil || status.Kind != "Status" {
		return
	}
	ac.VisitEvent(func(ev *auditv1.Event) {
		code := status.Code
		if ev.ResponseStatus != nil && ev.ResponseStatus.Code != 0 {
			code = ev.ResponseStatus.Code
		}
		ev.ResponseStatus = &metav1.Status{Status: status.Status, Message: status.Message,
			Reason: status.Reason, Details: status.Details, Code: code}
	})
}

// toJSON returns body as JSON, or why it cannot: JSON (and +json patch
// types) as it is, YAML converted, protobuf decoded with s and encoded as
// JSON. An empty body gives nil and no reason.
func toJSON(contentType string, body []byte, s runtime.NegotiatedSerializer) ([]byte, string) {
	if len(body) == 0 {
		return nil, ""
	}
	mediaType, _, err := mime.ParseMediaType(contentType)
	if err != nil {
		return nil, fmt.Sprintf("the content type %q is unreadable", contentType)
	}
	switch {
	case mediaType == "application/json" || strings.HasSuffix(mediaType, "+json"):
		if !json.Valid(body) {
			return nil, "the body is not valid JSON"
		}
		return body, ""
	case mediaType == "application/yaml" || strings.HasSuffix(mediaType, "+yaml"):
		raw, err := yaml.YAMLToJSON(body)
		if err != nil {
			return nil, "the YAML body is unreadable: " + err.Error()
		}
		return raw, ""
	case mediaType == serializer.ContentTypeProtobuf:
		return protobufToJSON(body, s)
	default:
		return nil, fmt.Sprintf("the content type %q is not JSON, YAML or protobuf", mediaType)
	}
}

// protobufToJSON decodes a protobuf body with the server's serializer and
// encodes the object as JSON.
func protobufToJSON(body []byte, s runtime.NegotiatedSerializer) ([]byte, string) {
	if s == nil {
		return nil, "no serializer to decode protobuf"
	}
	media := s.SupportedMediaTypes()
	pb, okPB := runtime.SerializerInfoForMediaType(media, serializer.ContentTypeProtobuf)
	js, okJS := runtime.SerializerInfoForMediaType(media, serializer.ContentTypeJSON)
	if !okPB || !okJS {
		return nil, "the serializer has no protobuf or no JSON"
	}
	obj, gvk, err := pb.Serializer.Decode(body, nil, nil)
	if err != nil {
		return nil, "the protobuf body could not be decoded: " + err.Error()
	}
	if gvk != nil {
		obj.GetObjectKind().SetGroupVersionKind(*gvk)
	}
	var buf bytes.Buffer
	if err := js.Serializer.Encode(obj, &buf); err != nil {
		return nil, "the protobuf body could not be encoded as JSON: " + err.Error()
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), ""
}

// maybeOmitManagedFields drops metadata.managedFields from an object, or
// from each item of a list, when the policy says so.
// Upstream: k8s.io/apiserver/pkg/audit.copyWithoutManagedFields (which
// also handles Table rows).
func maybeOmitManagedFields(ac *audit.AuditContext, raw []byte) []byte {
	if !ac.Config().OmitManagedFields || !bytes.Contains(raw, []byte(`"managedFields"`)) {
		return raw
	}
	var obj map[string]any
	if json.Unmarshal(raw, &obj) != nil {
		return raw
	}
	dropManagedFields(obj)
	if items, ok := obj["items"].([]any); ok {
		for _, item := range items {
			if m, ok := item.(map[string]any); ok {
				dropManagedFields(m)
			}
		}
	}
	out, err := json.Marshal(obj)
	if err != nil {
		return raw
	}
	return out
}

func dropManagedFields(obj map[string]any) {
	if meta, ok := obj["metadata"].(map[string]any); ok {
		delete(meta, "managedFields")
	}
}

// annotate adds an annotation and logs why a body was left out.
func annotate(ac *audit.AuditContext, key, value string) {
	ac.VisitEvent(func(ev *auditv1.Event) {
		if ev.Annotations == nil {
			ev.Annotations = map[string]string{}
		}
		ev.Annotations[key] = value
	})
	klog.V(4).InfoS("Audit event left a body out", "auditID", ac.AuditID(), key, value)
}
