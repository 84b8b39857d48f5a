package legacyscheme

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
)

var (
	// Scheme is the registry of every built-in API group of the server.
	// Upstream: k8s.io/kubernetes/pkg/api/legacyscheme.Scheme.
	Scheme = runtime.NewScheme()

	// Codecs encodes and decodes the kinds registered in Scheme, in every
	// media type the server speaks.
	// Upstream: k8s.io/kubernetes/pkg/api/legacyscheme.Codecs.
	Codecs = serializer.NewCodecFactory(Scheme)

	// ParameterCodec turns query parameters into option structs such as
	// metav1.ListOptions. Upstream: k8s.io/kubernetes/pkg/api/legacyscheme.ParameterCodec.
	ParameterCodec = runtime.NewParameterCodec(Scheme)
)
