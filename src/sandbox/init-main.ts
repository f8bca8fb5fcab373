console.log("init")
