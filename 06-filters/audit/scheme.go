package audit

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/audit/install"
)

// Scheme holds the audit.k8s.io types, and nothing else: audit events
// are encoded apart from the API's own scheme.
// Upstream: k8s.io/apiserver/pkg/audit.Scheme.
var Scheme = runtime.NewScheme()

// Codecs are the serializers of Scheme; the log backend encodes events
// with Codecs.LegacyCodec(auditv1.SchemeGroupVersion).
// Upstream: k8s.io/apiserver/pkg/audit.Codecs.
var Codecs = serializer.NewCodecFactory(Scheme)

func init() {
	install.Install(Scheme)
}
