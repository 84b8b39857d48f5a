package routes

import (
	"net/http"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/02-generic-server/version"
)

// Version serves /version.
// Upstream: k8s.io/apiserver/pkg/server/routes.Version.
type Version struct {
	Version *version.Info
}

// Install adds a go-restful web service rooted at /version with one GET route.
// Upstream: k8s.io/apiserver/pkg/server/routes.Version.Install.
func (v Version) Install(c *restful.Container) {
	if v.Version == nil {
		return
	}
	versionWS := new(restful.WebService)
	versionWS.Path("/version")
	versionWS.Doc("git code version from which this is built")
	versionWS.Route(
		versionWS.GET("/").To(v.handleVersion).
			Doc("get the version information for this server").
			Operation("getCodeVersion").
			Produces(restful.MIME_JSON).
			Consumes(restful.MIME_JSON).
			Writes(version.Info{}))
	c.Add(versionWS)
}

// handleVersion writes the version document.
// Upstream: k8s.io/apiserver/pkg/server/routes.Version.handleVersion.
func (v Version) handleVersion(req *restful.Request, resp *restful.Response) {
	writeRawJSON(http.StatusOK, *v.Version, resp.ResponseWriter)
}
