package apiserver

import (
	autoscalinginstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/autoscaling/install"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions/install"
)

var (
	// Scheme holds the kinds the extensions server knows by Go type: the
	// apiextensions.k8s.io group, meta.k8s.io's options, Status and
	// Table, and autoscaling's Scale for the scale subresource of custom
	// resources. Custom resources themselves are not in it: they are
	// Unstructured, typed by their apiVersion and kind.
	// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.Scheme.
	Scheme = runtime.NewScheme()

	// Codecs speaks Scheme's kinds in JSON, YAML and protobuf.
	// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.Codecs.
	Codecs = serializer.NewCodecFactory(Scheme)

	// ParameterCodec decodes query parameters into meta.k8s.io options.
	ParameterCodec = runtime.NewParameterCodec(Scheme)

	// unversionedVersion is where meta.k8s.io's kinds that belong to no
	// group (Status, the discovery types) are registered: the core "v1".
	unversionedVersion = schema.GroupVersion{Group: "", Version: "v1"}
)

// init installs the groups, as upstream's apiserver package does.
// Upstream: k8s.io/apiextensions-apiserver/pkg/apiserver.init.
func init() {
	install.Install(Scheme)
	autoscalinginstall.Install(Scheme)
	must(metav1.AddToGroupVersion(Scheme, unversionedVersion))
	must(metav1.AddMetaToScheme(Scheme))
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}
