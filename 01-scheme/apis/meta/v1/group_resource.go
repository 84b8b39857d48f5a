package v1

import "fmt"

// GroupResource names a resource by group and plural name, without a
// version, as an API field (a StorageVersionMigration's spec.resource).
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.GroupResource.
type GroupResource struct {
	Group    string `json:"group" protobuf:"bytes,1,opt,name=group"`
	Resource string `json:"resource" protobuf:"bytes,2,opt,name=resource"`
}

// String is "resource.group", or "resource" in the core group.
// Upstream: k8s.io/apimachinery/pkg/apis/meta/v1.(*GroupResource).String.
func (gr *GroupResource) String() string {
	if gr == nil {
		return "<nil>"
	}
	if gr.Group == "" {
		return gr.Resource
	}
	return fmt.Sprintf("%s.%s", gr.Resource, gr.Group)
}
